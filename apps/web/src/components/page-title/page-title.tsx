import { useLingui } from '@lingui/react/macro';
import { useEffect, type ReactNode } from 'react';
import './page-title.css';

export interface PageTitleProps {
  title: string;
  subtitle?: ReactNode;
  /** Browser-tab title when it should differ from the heading. */
  documentTitle?: string;
}

/** The screen's single h1; also names the browser tab "… · Sannidhi". */
export function PageTitle({ title, subtitle, documentTitle }: PageTitleProps) {
  const { t } = useLingui();
  const pageName = documentTitle ?? title;
  const tabTitle = t({
    comment: "The browser tab's title: the page, then the product",
    message: `${pageName} · Sannidhi`,
  });
  useEffect(() => {
    document.title = tabTitle;
  }, [tabTitle]);
  return (
    <div className="sn-page-title">
      <h1 className="sn-page-title__heading" tabIndex={-1}>
        {title}
      </h1>
      {subtitle && <p className="sn-page-title__subtitle">{subtitle}</p>}
    </div>
  );
}

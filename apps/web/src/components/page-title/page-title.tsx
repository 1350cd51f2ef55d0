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
  useEffect(() => {
    document.title = `${documentTitle ?? title} · Sannidhi`;
  }, [title, documentTitle]);
  return (
    <div className="sn-page-title">
      <h1 className="sn-page-title__heading" tabIndex={-1}>
        {title}
      </h1>
      {subtitle && <p className="sn-page-title__subtitle">{subtitle}</p>}
    </div>
  );
}

import { Trans } from '@lingui/react/macro';
import { Button } from '../button/button';
import './something-went-wrong.css';

/**
 * The product's fallback screen (spec part 1 §2): "Something went wrong" and a "Back of Home"
 * button that reloads / (a full load, so a broken in-memory state cannot survive it).
 */
export function SomethingWentWrong({ detail }: { detail?: string }) {
  return (
    <div className="sn-swr">
      <h1 className="sn-swr__title">
        <Trans>Something went wrong</Trans>
      </h1>
      {detail && <p className="sn-swr__detail">{detail}</p>}
      <Button onClick={() => window.location.assign('/')}>
        <Trans>Back of Home</Trans>
      </Button>
    </div>
  );
}

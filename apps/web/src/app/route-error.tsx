import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Button } from '../components/button/button';
import '../components/something-went-wrong/something-went-wrong.css';

/** Developer texts (the error's details are shown in development only), not translated. */
const NOT_LOADED = 'The screen could not be loaded';
const UNKNOWN_ERROR = 'Unknown error';

/** A screen's code could not be loaded, even after one reload for a new release. */
export class ScreenLoadError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : NOT_LOADED, { cause });
    this.name = 'ScreenLoadError';
  }
}

function describe(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error) return { message: error.message, stack: error.stack };
  return { message: typeof error === 'string' ? error : UNKNOWN_ERROR };
}

/**
 * The router's generic fallback for unhandled route errors (spec part 1 §2): a screen whose code
 * failed to load, a guard or the layout that threw. The message and stack are shown in development
 * only; everyone gets the way home. Inside the layout it is a section of the page; on its own (the
 * layout itself failed) it is the page's main.
 */
export function RouteErrorScreen({ error, inLayout = false }: { error: unknown; inLayout?: boolean }) {
  const { message, stack } = describe(error);
  useEffect(() => {
    console.error('Unhandled route error', error);
  }, [error]);
  const Wrapper = inLayout ? 'section' : 'main';
  return (
    <Wrapper id={inLayout ? undefined : 'main'} className="sn-swr">
      <h1 className="sn-swr__title">
        <Trans>Unexpected Application Error!</Trans>
      </h1>
      {import.meta.env.DEV && (
        <>
          <h2 className="sn-swr__detail">{message}</h2>
          {stack && <pre style={{ maxWidth: '100%', overflow: 'auto', textAlign: 'left' }}>{stack}</pre>}
        </>
      )}
      <Button onClick={() => window.location.assign('/')}>
        <Trans>Back of Home</Trans>
      </Button>
    </Wrapper>
  );
}

import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '../components/button/button';
import '../components/something-went-wrong/something-went-wrong.css';

function describe(error: unknown): { message: string; stack?: string } {
  if (isRouteErrorResponse(error)) return { message: `${error.status} ${error.statusText}` };
  if (error instanceof Error) return { message: error.message, stack: error.stack };
  return { message: typeof error === 'string' ? error : 'Unknown error' };
}

/**
 * The router's generic fallback for unhandled route errors (spec part 1 §2): a route module that
 * failed to load, a loader or guard that threw. The message and stack are shown in development
 * only; everyone gets the way home.
 */
export function RouteErrorScreen() {
  const error = useRouteError();
  const { message, stack } = describe(error);
  useEffect(() => {
    console.error('Unhandled route error', error);
  }, [error]);
  return (
    <main id="main" className="sn-swr">
      <h1 className="sn-swr__title">Unexpected Application Error!</h1>
      {import.meta.env.DEV && (
        <>
          <h2 className="sn-swr__detail">{message}</h2>
          {stack && <pre style={{ maxWidth: '100%', overflow: 'auto', textAlign: 'left' }}>{stack}</pre>}
        </>
      )}
      <Button onClick={() => window.location.assign('/')}>Back of Home</Button>
    </main>
  );
}

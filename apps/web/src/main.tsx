// First: every schema built after it parses without eval (the CSP forbids it).
import './lib/zod-no-eval';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { SomethingWentWrong } from './components/something-went-wrong/something-went-wrong';
import { getIsBackOffice, loadAppConfig } from './lib/app-config';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const root = createRoot(container);

// The runtime configuration decides the mode (back office or not) and the sign-in endpoints, so
// nothing renders before it is known; index.html shows a spinner meanwhile.
loadAppConfig()
  .then((config) => root.render(<App config={config} isBackOffice={getIsBackOffice()} />))
  .catch((error: unknown) => {
    console.error('Could not load the runtime configuration', error);
    root.render(
      <main id="main">
        <SomethingWentWrong detail="The booking service could not be reached. Please try again in a moment." />
      </main>,
    );
  });

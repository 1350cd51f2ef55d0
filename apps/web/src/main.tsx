// First: every schema built after it parses without eval (the CSP forbids it).
import './lib/zod-no-eval';
import { createRoot } from 'react-dom/client';
import { msg } from '@lingui/core/macro';
import { App } from './app/app';
import { SomethingWentWrong } from './components/something-went-wrong/something-went-wrong';
import { isLanguageChoice } from './lib/account-language';
import { getIsBackOffice, loadAppConfig } from './lib/app-config';
import { activateLanguage, i18n, startingLanguage } from './lib/i18n';
import { getSession, setSession } from './lib/session';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const root = createRoot(container);

// The language's catalogue loads beside the runtime configuration (docs/decisions.md, "Languages"); `?lang=` on the
// address is the person's choice for this browser.
const language = startingLanguage(window.location.search, getSession().lang, navigator.languages);
const chosenNow = isLanguageChoice(window.location.search, getSession().lang);
const languageReady = activateLanguage(language).then((active) =>
  setSession((s) => ({ lang: active, langChosen: s.langChosen || chosenNow })),
);

// The runtime configuration decides the mode (back office or not) and the sign-in endpoints, so
// nothing renders before it is known; index.html shows a spinner meanwhile.
Promise.all([loadAppConfig(), languageReady])
  .then(([config]) => root.render(<App config={config} isBackOffice={getIsBackOffice()} />))
  .catch((error: unknown) => {
    console.error('Could not load the runtime configuration', error);
    root.render(
      <main id="main">
        <SomethingWentWrong
          detail={i18n._(msg`The booking service could not be reached. Please try again in a moment.`)}
        />
      </main>,
    );
  });

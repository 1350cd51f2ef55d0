import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, useMemo, useState } from 'react';
import { ErrorBoundary } from '../components/error-boundary/error-boundary';
import { LoadingOverlay } from '../components/loading-overlay/loading-overlay';
import { SomethingWentWrong } from '../components/something-went-wrong/something-went-wrong';
import { Toaster } from '../components/toast/toaster';
import { AppConfigContext } from '../hooks/use-app-config';
import type { AppConfig } from '../lib/app-config';
import { i18n } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { AppBrowserRouter } from './browser-router';
import { LanguageSync } from './language-sync';
import { AppRoutes } from './router';

export interface AppProps {
  config: AppConfig;
  isBackOffice: boolean;
}

/** Providers around the router. Rendered only once the runtime configuration is known. */
export function App({ config, isBackOffice }: AppProps) {
  const [queryClient] = useState(createQueryClient);
  const configValue = useMemo(() => ({ config, isBackOffice }), [config, isBackOffice]);

  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <LanguageSync />
        <ErrorBoundary fallback={<SomethingWentWrong />}>
          <AppConfigContext value={configValue}>
            <QueryClientProvider client={queryClient}>
              <AppBrowserRouter>
                <AppRoutes />
              </AppBrowserRouter>
            </QueryClientProvider>
          </AppConfigContext>
        </ErrorBoundary>
        <Toaster />
        <LoadingOverlay />
      </I18nProvider>
    </StrictMode>
  );
}

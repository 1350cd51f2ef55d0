import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, useEffect, useMemo, useState } from 'react';
import { RouterProvider } from 'react-router';
import { ErrorBoundary } from '../components/error-boundary/error-boundary';
import { LoadingOverlay } from '../components/loading-overlay/loading-overlay';
import { SomethingWentWrong } from '../components/something-went-wrong/something-went-wrong';
import { Toaster } from '../components/toast/toaster';
import { AppConfigContext } from '../hooks/use-app-config';
import type { AppConfig } from '../lib/app-config';
import { registerNavigator } from '../lib/navigation';
import { createQueryClient } from '../lib/query-client';
import { createAppRouter } from './router';

export interface AppProps {
  config: AppConfig;
  isBackOffice: boolean;
}

/** Providers around the router. Rendered only once the runtime configuration is known. */
export function App({ config, isBackOffice }: AppProps) {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createAppRouter);
  const configValue = useMemo(() => ({ config, isBackOffice }), [config, isBackOffice]);

  useEffect(() => {
    registerNavigator((to, options) => router.navigate(to, options));
    return () => registerNavigator(null);
  }, [router]);

  return (
    <StrictMode>
      <ErrorBoundary fallback={<SomethingWentWrong />}>
        <AppConfigContext value={configValue}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </AppConfigContext>
      </ErrorBoundary>
      <Toaster />
      <LoadingOverlay />
    </StrictMode>
  );
}

import { createContext, useContext } from 'react';
import type { AppConfig } from '../lib/app-config';

export interface AppConfigContextValue {
  config: AppConfig;
  isBackOffice: boolean;
}

/** Filled by the app once `/api/config` has loaded; screens never render before that. */
export const AppConfigContext = createContext<AppConfigContextValue | null>(null);

function useAppConfigContext(): AppConfigContextValue {
  const value = useContext(AppConfigContext);
  if (!value) throw new Error('useAppConfig is used outside the AppConfigContext provider');
  return value;
}

/** The runtime configuration from `/api/config`. */
export function useAppConfig(): AppConfig {
  return useAppConfigContext().config;
}

/** True when the page is served from the back-office origin. */
export function useIsBackOffice(): boolean {
  return useAppConfigContext().isBackOffice;
}

import type { Page } from '@playwright/test';

/** Puts a session into localStorage before the SPA starts (only for screens that need no api call as that user). */
export async function injectSession(page: Page, session: Record<string, unknown>) {
  await page.addInitScript((value) => {
    if (!localStorage.getItem('sannidhi.session')) localStorage.setItem('sannidhi.session', value);
  }, JSON.stringify(session));
}

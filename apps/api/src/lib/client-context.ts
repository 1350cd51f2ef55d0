// What the SPA says about its context (centre, clock, back-office headers) goes into the log lines of a request. Who
// the caller is comes from the verified token (`userId`, plugins/request-log.ts): the client's own user headers
// (x-sso-id, its e-mail) are not logged, as they may say anything.
import type { IncomingHttpHeaders } from 'node:http';
import { BACK_OFFICE_HEADER, CENTER_ID_HEADER, TIMESTAMP_HEADER } from '@sannidhi/domain/constants';
import { uiLanguageOfAcceptHeader, type UiLanguage } from '@sannidhi/domain/languages';

const CLIENT_CONTEXT_HEADERS = [CENTER_ID_HEADER, TIMESTAMP_HEADER, BACK_OFFICE_HEADER];

/** The client's own headers of a request, for its log lines; null when it sent none. */
export function clientContext(headers: IncomingHttpHeaders): Record<string, string> | null {
  let context: Record<string, string> | null = null;
  for (const name of CLIENT_CONTEXT_HEADERS) {
    const value = headers[name];
    if (typeof value === 'string' && value.length <= 200) (context ??= {})[name] = value;
  }
  return context;
}

/**
 * The centre the SPA says it works at (`x-center-id`), or undefined. It grants nothing by itself: a service that takes
 * it checks the caller's role at that centre.
 */
export function requestCenter(headers: IncomingHttpHeaders): string | undefined {
  const value = headers[CENTER_ID_HEADER];
  return typeof value === 'string' && value.trim() !== '' && value.length <= 200 ? value.trim() : undefined;
}

/**
 * The language a request reads answers in: its `Accept-Language` (the SPA sends the language it shows), English when
 * it names none of the seven (docs/decisions.md, "Languages: the api's answers").
 */
export function requestLanguage(headers: IncomingHttpHeaders): UiLanguage {
  const value = headers['accept-language'];
  return uiLanguageOfAcceptHeader(typeof value === 'string' && value.length <= 500 ? value : undefined);
}

// Security headers on every answer (the SPA's pages, its files and the API): a strict Content-Security-Policy, no
// framing, nosniff, a Referrer-Policy that keeps paths (payment link ids) on this origin, and HSTS in PROD only
// (docs/operations.md, "Security headers").
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { onRequestHookHandler } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { AppConfig } from '../config';

function originOf(url: string): string {
  return new URL(url).origin;
}

/**
 * The policy the SPA runs under. Scripts only from this origin (no inline script, no eval); styles from this origin
 * plus inline styles (the loading screen in index.html and React's style attributes); images also from the
 * sandbox/SSO origins (profile photos); forms may post only here and to the SSO and gateway origins (the sign-in,
 * sign-out and payment pages are another origin); nothing may frame the site.
 */
export function contentSecurityPolicy(config: AppConfig): Record<string, string[]> {
  const providerOrigins = [
    ...new Set([config.SSO_BASE, config.GATEWAY_BASE, config.SANDBOX_BASE].map(originOf)),
  ];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...providerOrigins],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'manifest-src': ["'self'"],
    'frame-src': ["'self'"],
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", ...providerOrigins],
    'frame-ancestors': ["'none'"],
  };
  if (config.APP_ENV === 'PROD') directives['upgrade-insecure-requests'] = [];
  return directives;
}

/** The options of helmet, the library that decides the headers, for the SPA's pages and files and the API's UI. */
export function helmetOptions(config: AppConfig): HelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    strictTransportSecurity: hsts(config),
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    // The devotee and back-office origins are one site; the sandbox may show the site's images.
    crossOriginResourcePolicy: { policy: 'same-site' },
    // The receipt is printed from a same-origin popup; nothing else opens windows across origins.
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * The API's JSON answers are never a page that runs: they carry what protects data (nothing may load, frame or
 * sniff them; no referrer leaves the site; only this site may embed them; HSTS) and not the headers that steer a
 * page's scripts and windows — a third of the bytes, which every answer and its reader pay (docs/decisions.md).
 */
export function apiHelmetOptions(config: AppConfig): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] },
    },
    strictTransportSecurity: hsts(config),
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    crossOriginResourcePolicy: { policy: 'same-site' },
    crossOriginOpenerPolicy: false,
    crossOriginEmbedderPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  };
}

/** Strict-Transport-Security only where the site is served over HTTPS for good; DEV and UAT may run on http. */
function hsts(config: AppConfig): HelmetOptions['strictTransportSecurity'] {
  return config.APP_ENV === 'PROD' ? { maxAge: 31_536_000, includeSubDomains: true } : false;
}

/**
 * The headers helmet sets, worked out once. They are the same on every answer (no nonces: the SPA has no inline
 * script), and @fastify/helmet built and ran helmet's whole middleware again for each request — a sixth of the api's
 * work on a catalogue read (docs/decisions.md).
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader() {
      // helmet drops X-Powered-By, which Fastify never sends.
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

/** An API answer (JSON), as opposed to the SPA's pages and files and the API's own documentation pages. */
export function isApiAnswer(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/docs');
}

/** The headers of the SPA's pages and files, and those of the API's JSON answers. */
export interface AnswerHeaders {
  page: Record<string, string>;
  api: Record<string, string>;
}

export function answerHeaders(config: AppConfig): AnswerHeaders {
  return { page: securityHeaders(helmetOptions(config)), api: securityHeaders(apiHelmetOptions(config)) };
}

/** The app's onRequest hook that sets them (the door of kept answers sends the API's own: lib/shared-answers.ts). */
export function securityHeadersHook({ page, api }: AnswerHeaders): onRequestHookHandler {
  return function setSecurityHeaders(request, reply, done) {
    void reply.headers(isApiAnswer(request.url) ? api : page);
    done();
  };
}

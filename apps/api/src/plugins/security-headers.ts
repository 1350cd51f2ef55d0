// Security headers on every answer (the SPA's pages, its files and the API): a strict Content-Security-Policy, no
// framing, nosniff, a Referrer-Policy that keeps paths (payment link ids) on this origin, and HSTS in PROD only
// (docs/operations.md, "Security headers").
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
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

export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  const { config } = app.deps;
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    // Strict-Transport-Security only where the site is served over HTTPS for good; DEV and UAT may run on http.
    strictTransportSecurity:
      config.APP_ENV === 'PROD' ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    // The devotee and back-office origins are one site; the sandbox may show the site's images.
    crossOriginResourcePolicy: { policy: 'same-site' },
    // The receipt is printed from a same-origin popup; nothing else opens windows across origins.
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
  });
});

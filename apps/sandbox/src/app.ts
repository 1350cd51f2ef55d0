// The sandbox HTTP app: one Fastify instance, one route plugin per outside service.
// To add a service: write its plugin under src/<service>/, register it below with its prefix, and
// list it in SERVICES for the index page.
import formbody from '@fastify/formbody';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import type { SandboxConfig } from './config';
import { contactInfoRoutes } from './contact-info/routes';
import { gatewayRoutes } from './gateway/routes';
import { infoRoutes } from './info/info-routes';
import { InboxStore } from './mail/inbox-store';
import { inboxRoutes } from './mail/inbox-routes';
import { brand, markup, messagePage, renderPage, sendHtml } from './shared/html';
import { ssoApiRoutes } from './sso/api-routes';
import { ssoBrowserRoutes, type SsoDeps } from './sso/browser-routes';
import { ProfileStore } from './sso/profile-store';
import { TokenService } from './sso/token-service';
import { terminalRoutes } from './terminal/routes';

export interface SandboxOptions {
  /** Shared with the SMTP server; tests pass their own. */
  inbox?: InboxStore;
  logger?: FastifyServerOptions['logger'];
  /** Clock for tokens, sessions and page expiry (tests move it). */
  now?: () => Date;
  /** Payment gateway notification time-out (default 5 s) and retry delays (default 1 s, 3 s, 9 s). */
  gatewayNotifyTimeoutMs?: number;
  gatewayNotifyRetryDelaysMs?: readonly number[];
}

interface ServiceEntry {
  name: string;
  description: string;
  links: Array<{ label: string; href: string }>;
}

const SERVICES: readonly ServiceEntry[] = [
  {
    name: 'Single sign-on provider',
    description:
      'Sign-in and logout form posts from the app, demo accounts, sign-up, signed ES256 tokens and the profile API.',
    links: [
      { label: 'Profile page', href: '/sso/profile' },
      { label: 'JWKS', href: '/sso/.well-known/jwks.json' },
    ],
  },
  {
    name: 'Payment gateway',
    description:
      'Hosted payment page for the app’s form posts (pay, fail, leave pending, cancel), signed notifications to the api, the signed status query, mandates and refunds.',
    links: [
      { label: 'Transactions', href: '/gateway/transactions' },
      { label: 'Mandates', href: '/gateway/mandates' },
      { label: 'Refunds', href: '/gateway/refunds' },
    ],
  },
  {
    name: 'Card terminal',
    description:
      'A simulated US card terminal and India card machine: the api starts a payment, a person approves, declines or cancels it on the reader.',
    links: [{ label: 'Reader', href: '/terminal' }],
  },
  {
    name: 'Contact-information gateway',
    description:
      'Postal code to city and state: India PIN codes, US ZIP codes, Canadian postal prefixes, Nepali postal codes.',
    links: [
      { label: 'India example', href: '/contact-info/countries/IN/pincodes/641002' },
      { label: 'US example', href: '/contact-info/countries/US/pincodes/37201' },
    ],
  },
  {
    name: 'E-mail inbox',
    description: 'Every message sent to the sandbox SMTP server.',
    links: [
      { label: 'Inbox', href: '/inbox' },
      { label: 'JSON', href: '/inbox/api/messages' },
    ],
  },
  {
    name: 'Information site',
    description: 'Per-centre pages: sadhana, events, bring devi home, visit devi, about devi, blog.',
    links: [
      { label: 'India example', href: '/info/in/coimbatore/visit-devi' },
      { label: 'Overseas example', href: '/info/us/tennessee/events' },
    ],
  },
];

/** JSON for machine paths (…/api/…, .json), HTML pages for people. */
function wantsJson(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '';
  return path.split('/').includes('api') || path.endsWith('.json');
}

function sendError(request: FastifyRequest, reply: FastifyReply, status: number, message: string) {
  if (wantsJson(request)) return reply.code(status).send({ message });
  return sendHtml(reply, messagePage(status === 404 ? 'Not found' : 'Error', message), { status });
}

function indexPage(config: SandboxConfig): string {
  const body = markup`${brand('Sannidhi sandbox', 'Local stand-ins for outside services')}
    <div class="card">
      <h1>Sandbox services</h1>
      <p class="lead">
        The app talks to these exactly as it talks to the real providers; only configuration differs.
      </p>
      <ul class="services">
        ${SERVICES.map(
          (s) =>
            markup`<li>
              <span class="title">${s.name}</span>
              <span class="meta">${s.description}</span>
              <span class="meta">${s.links.map(
                (l, i) => markup`${i > 0 ? ' · ' : ''}<a href="${l.href}">${l.label}</a>`,
              )}</span>
            </li>`,
        )}
      </ul>
      <h2>Configuration</h2>
      <dl class="facts small">
        <dt>SSO issuer</dt>
        <dd>${config.SSO_ISSUER}</dd>
        <dt>SSO audience</dt>
        <dd>${config.SSO_AUDIENCE}</dd>
        <dt>Callback origins</dt>
        <dd>${config.ALLOWED_CALLBACK_ORIGINS.join(', ')}</dd>
        <dt>Gateway notifications</dt>
        <dd>${config.GATEWAY_NOTIFY_URL}</dd>
        <dt>SMTP</dt>
        <dd>${config.SANDBOX_HOST}:${config.SMTP_PORT}</dd>
      </dl>
      <a class="btn" href="${config.APP_ORIGIN}/">Open Sannidhi</a>
    </div>`;
  return renderPage({ title: 'Sannidhi sandbox', body });
}

export async function buildSandbox(
  config: SandboxConfig,
  options: SandboxOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, trustProxy: false });
  const inbox = options.inbox ?? new InboxStore();
  const now = options.now ?? (() => new Date());

  await app.register(formbody);

  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    return sendError(request, reply, status, status >= 500 ? 'Internal error' : error.message);
  });
  app.setNotFoundHandler((request, reply) =>
    sendError(request, reply, 404, `Nothing at ${request.method} ${request.url.split('?')[0] ?? ''}`),
  );

  const sso: SsoDeps = {
    config,
    profiles: new ProfileStore(config.SANDBOX_DATA_DIR),
    tokens: await TokenService.create(config),
    now,
  };
  await app.register(ssoBrowserRoutes, { prefix: '/sso', ...sso });
  await app.register(ssoApiRoutes, { prefix: '/sso/api', ...sso });
  await app.register(inboxRoutes, { prefix: '/inbox', inbox, smtpPort: config.SMTP_PORT });
  await app.register(infoRoutes, { prefix: '/info', config });
  await app.register(gatewayRoutes, {
    prefix: '/gateway',
    config,
    now,
    notifyTimeoutMs: options.gatewayNotifyTimeoutMs,
    notifyRetryDelaysMs: options.gatewayNotifyRetryDelaysMs,
  });
  await app.register(terminalRoutes, { prefix: '/terminal', config, now });
  await app.register(contactInfoRoutes, { prefix: '/contact-info' });

  app.get('/', async (_request, reply) => sendHtml(reply, indexPage(config)));
  app.get('/health', async () => ({ status: 'ok' }));

  return app;
}

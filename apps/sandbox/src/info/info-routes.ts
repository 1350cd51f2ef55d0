// The information site's per-centre pages (INFO_SITE_BASE_{INDIA,OVERSEAS}/{centrePath}/{page}).
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { SandboxConfig } from '../config';
import { brand, markup, renderPage, sendHtml } from '../shared/html';

export const INFO_PAGES = {
  sadhana: {
    title: 'Sadhana',
    text: 'Daily practices, guided sessions and retreats offered at the centre.',
  },
  events: {
    title: 'Events',
    text: 'Festivals, special pujas and gatherings coming up at the centre.',
  },
  'bring-devi-home': {
    title: 'Bring Devi Home',
    text: 'How to welcome a consecrated form of Devi into your home, and what it asks of you.',
  },
  'visit-devi': {
    title: 'Visit Devi',
    text: 'Opening hours, how to get here, and what to know before your visit.',
  },
  'about-devi': {
    title: 'About Devi',
    text: 'The story of the temple, its consecration and its traditions.',
  },
  blog: {
    title: 'Explore Devi',
    text: 'Stories, articles and reflections from devotees and volunteers.',
  },
} as const;
type InfoPage = keyof typeof INFO_PAGES;

const REGIONS: Record<string, string> = { in: 'India', us: 'Overseas' };
const SLUG = /^[A-Za-z0-9][A-Za-z0-9_-]{0,79}$/;

function isInfoPage(page: string): page is InfoPage {
  return Object.hasOwn(INFO_PAGES, page);
}

function centerName(centerPath: string): string {
  return centerPath
    .split(/[-_]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

export const infoRoutes: FastifyPluginAsync<{ config: SandboxConfig }> = async (app, { config }) => {
  /** Back to the page the visitor came from when it is one of the app's origins, else the app. */
  const backLink = (request: FastifyRequest): string => {
    const referer = request.headers.referer;
    if (referer) {
      try {
        if (config.ALLOWED_CALLBACK_ORIGINS.includes(new URL(referer).origin)) return referer;
      } catch {
        // not a URL: fall through
      }
    }
    return `${config.APP_ORIGIN}/`;
  };

  const notFound = (reply: Parameters<typeof sendHtml>[0]) =>
    sendHtml(
      reply,
      renderPage({
        title: 'Page not found · Information site',
        body: markup`${brand('Information site', 'Sandbox')}
          <div class="card">
            <h1>Page not found</h1>
            <p>
              The information site has ${Object.keys(INFO_PAGES).length} pages per centre:
              ${Object.keys(INFO_PAGES).join(', ')}.
            </p>
          </div>`,
      }),
      { status: 404 },
    );

  app.get<{ Params: { region: string; centerPath: string } }>(
    '/:region/:centerPath',
    async (request, reply) => {
      const { region, centerPath } = request.params;
      if (!SLUG.test(region) || !SLUG.test(centerPath)) return notFound(reply);
      const name = centerName(centerPath);
      const body = markup`${brand('Information site', `${REGIONS[region.toLowerCase()] ?? region.toUpperCase()} · sandbox`)}
        <div class="card">
          <h1>${name}</h1>
          <p class="lead">About the centre and its offerings.</p>
          <ul class="list">
            ${Object.entries(INFO_PAGES).map(
              ([page, info]) =>
                markup`<li>
                  <a href="/info/${region}/${centerPath}/${page}">
                    <span class="title">${info.title}</span>
                    <span class="meta">${info.text}</span>
                  </a>
                </li>`,
            )}
          </ul>
          <a class="btn secondary" href="${backLink(request)}">Back to Sannidhi</a>
        </div>`;
      return sendHtml(reply, renderPage({ title: `${name} · Information site`, body }));
    },
  );

  app.get<{ Params: { region: string; centerPath: string; page: string } }>(
    '/:region/:centerPath/:page',
    async (request, reply) => {
      const { region, centerPath, page } = request.params;
      if (!SLUG.test(region) || !SLUG.test(centerPath) || !isInfoPage(page)) return notFound(reply);
      const info = INFO_PAGES[page];
      const name = centerName(centerPath);
      const body = markup`${brand('Information site', `${name} · ${REGIONS[region.toLowerCase()] ?? region.toUpperCase()}`)}
        <div class="card">
          <h1>${info.title}</h1>
          <p class="lead">${name}</p>
          <p>${info.text}</p>
          <p class="muted small">
            This is a sandbox page standing in for the centre's page on the information site.
          </p>
          <a class="btn" href="${backLink(request)}">Back to Sannidhi</a>
          <p class="footer"><a href="/info/${region}/${centerPath}">More about ${name}</a></p>
        </div>`;
      return sendHtml(reply, renderPage({ title: `${info.title} · ${name}`, body }));
    },
  );
};

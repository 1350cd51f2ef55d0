import { afterAll, describe, expect, it } from 'vitest';
import { cleanupDataDirs, startSandbox } from './helpers';

afterAll(cleanupDataDirs);

describe('information site', () => {
  it.each(['sadhana', 'events', 'bring-devi-home', 'visit-devi', 'about-devi', 'blog'])(
    'serves /info/in/coimbatore/%s',
    async (page) => {
      const { app } = await startSandbox();
      const response = await app.inject({ method: 'GET', url: `/info/in/coimbatore/${page}` });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('Coimbatore');
      expect(response.body).toContain('href="http://localhost:8080/">Back to Sannidhi</a>');
    },
  );

  it('links back to the app page the visitor came from, but only on an allowed origin', async () => {
    const { app } = await startSandbox();
    const from = (referer: string) =>
      app.inject({ method: 'GET', url: '/info/us/tennessee/events', headers: { referer } });
    expect((await from('http://localhost:8081/rituals')).body).toContain(
      'href="http://localhost:8081/rituals"',
    );
    expect((await from('https://evil.example.com/')).body).toContain('href="http://localhost:8080/"');
  });

  it('answers 404 for an unknown page', async () => {
    const { app } = await startSandbox();
    const response = await app.inject({ method: 'GET', url: '/info/in/coimbatore/shop' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Page not found');
  });
});

describe('index, health and not-found answers', () => {
  it('lists the sandbox services', async () => {
    const { app } = await startSandbox();
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    for (const text of ['Single sign-on provider', 'E-mail inbox', 'Information site', 'href="/inbox"']) {
      expect(response.body).toContain(text);
    }
    expect((await app.inject({ method: 'GET', url: '/health' })).json()).toEqual({ status: 'ok' });
  });

  it('answers JSON on API paths and HTML elsewhere', async () => {
    const { app } = await startSandbox();
    const api = await app.inject({ method: 'GET', url: '/inbox/api/nothing' });
    expect(api.statusCode).toBe(404);
    expect(api.json<{ message: string }>().message).toContain('Nothing at GET /inbox/api/nothing');
    const page = await app.inject({ method: 'GET', url: '/nothing' });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
  });
});

import { afterAll, describe, expect, it } from 'vitest';
import { buildSandbox } from '../src/app';
import {
  apiHeaders,
  CALLBACK_URL,
  cleanupDataDirs,
  cookieFrom,
  hiddenFields,
  openSignInPage,
  postForm,
  signInForm,
  startSandbox,
  testConfig,
  verifyWithJwks,
} from './helpers';

afterAll(cleanupDataDirs);

describe('POST /sso/login (the app’s sign-in form post)', () => {
  it('rejects a wrong hash with a readable 400 page', async () => {
    const { app, config } = await startSandbox();
    const response = await postForm(app, '/sso/login', signInForm(config, { hash: 'ab'.repeat(32) }));
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('Sign-in request rejected: the hash does not match');
  });

  it('rejects a hash computed over another callback_url', async () => {
    const { app, config } = await startSandbox();
    const form = signInForm(config);
    form.callback_url = 'http://localhost:8081/login'; // allowed origin, but not what was hashed
    const response = await postForm(app, '/sso/login', form);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Sign-in request rejected');
  });

  it('rejects an unknown api_key even with a hash computed for it', async () => {
    const { app, config } = await startSandbox();
    const response = await postForm(app, '/sso/login', signInForm(config, { api_key: 'someone-else' }));
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Sign-in request rejected: unknown api_key.');
  });

  it('rejects a callback_url on an origin that is not allowed', async () => {
    const { app, config } = await startSandbox();
    const response = await postForm(
      app,
      '/sso/login',
      signInForm(config, { callback_url: 'https://evil.example.com/login' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('callback_url origin https://evil.example.com is not allowed');
  });

  it('shows the sign-in page with the demo accounts for the app and the back-office key', async () => {
    const { app, config } = await startSandbox();
    for (const apiKey of [config.SSO_API_KEY, config.SSO_BACK_OFFICE_API_KEY]) {
      const form = signInForm(config, { api_key: apiKey, callback_url: 'http://localhost:8081/login' });
      const response = await postForm(app, '/sso/login', form);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<h1>Sign in</h1>');
      for (const email of ['devotee@example.org', 'volunteer@example.org', 'pending.tnc@example.org']) {
        expect(response.body).toContain(`name="email" value="${email}"`);
      }
      expect(response.body).toContain('<label for="email">E-mail address</label>');
      expect(response.body).not.toContain('Continue as');
      expect(response.headers['content-security-policy']).toContain('form-action');
    }
  });

  it('answers a plain GET with a pointer back to the app', async () => {
    const { app } = await startSandbox();
    const response = await app.inject({ method: 'GET', url: '/sso/login' });
    expect(response.statusCode).toBe(405);
    expect(response.body).toContain('Sign-in starts from the app');
  });
});

describe('POST /sso/login/submit', () => {
  it('keeps the provider session across sites on sandbox.localhost (the container set): SameSite=None; Secure', async () => {
    const { app, config } = await startSandbox({ SSO_ISSUER: 'http://sandbox.localhost:8090/sso' });
    const { hidden } = await openSignInPage(app, config);
    const response = await postForm(app, '/sso/login/submit', { ...hidden, email: 'volunteer@example.org' });
    expect(response.statusCode).toBe(303);
    expect(response.headers['set-cookie']).toMatch(
      /^sannidhi_sso_session=.+; Path=\/sso; HttpOnly; SameSite=None; Secure/,
    );
  });

  it('signs a demo account in: 303 to the callback with a token that verifies against the JWKS', async () => {
    const { app, config } = await startSandbox();
    const { hidden } = await openSignInPage(app, config);
    const response = await postForm(app, '/sso/login/submit', { ...hidden, email: 'volunteer@example.org' });

    expect(response.statusCode).toBe(303);
    const location = new URL(String(response.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe(CALLBACK_URL);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      uid: 'SSO-1002',
      photo: '',
      email: 'volunteer@example.org',
      legalEntity: 'SANNIDHI',
      lang: 'en',
    });
    const { payload, protectedHeader } = await verifyWithJwks(
      app,
      config,
      location.searchParams.get('authToken')!,
    );
    expect(protectedHeader.alg).toBe('ES256');
    expect(payload).toMatchObject({
      iss: 'http://localhost:8090/sso',
      aud: 'sannidhi',
      sub: 'SSO-1002',
      email: 'volunteer@example.org',
    });
    expect(payload.exp! - payload.iat!).toBe(12 * 60 * 60);
    expect(response.headers['set-cookie']).toMatch(
      /^sannidhi_sso_session=.+; Path=\/sso; HttpOnly; SameSite=Lax/,
    );
  });

  it('keeps query parameters already on the callback_url', async () => {
    const { app, config } = await startSandbox();
    const form = signInForm(config, { callback_url: `${CALLBACK_URL}?from=cart` });
    const page = await postForm(app, '/sso/login', form);
    const response = await postForm(app, '/sso/login/submit', {
      ...hiddenFields(page.body),
      email: 'devotee@example.org',
    });
    const location = new URL(String(response.headers.location));
    expect(location.searchParams.get('from')).toBe('cart');
    expect(location.searchParams.get('uid')).toBe('SSO-1001');
  });

  it('matches e-mails case-insensitively', async () => {
    const { app, config } = await startSandbox();
    const { hidden } = await openSignInPage(app, config);
    const response = await postForm(app, '/sso/login/submit', { ...hidden, email: '  Anita@EXAMPLE.org ' });
    expect(response.statusCode).toBe(303);
    const location = new URL(String(response.headers.location));
    expect(location.searchParams.get('uid')).toBe('SSO-1005');
    expect(location.searchParams.get('email')).toBe('anita@example.org');
  });

  it('refuses hidden fields that were tampered with', async () => {
    const { app, config } = await startSandbox();
    const { hidden } = await openSignInPage(app, config);
    const response = await postForm(app, '/sso/login/submit', {
      ...hidden,
      callback_url: 'http://localhost:8081/login',
      email: 'devotee@example.org',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Sign-in request rejected: the sign-in request was altered');
  });

  it('refuses a sign-in page older than an hour', async () => {
    let clock = new Date('2026-01-01T10:00:00Z');
    const { app, config } = await startSandbox({}, { now: () => clock });
    const { hidden } = await openSignInPage(app, config);
    clock = new Date('2026-01-01T11:00:01Z');
    const response = await postForm(app, '/sso/login/submit', { ...hidden, email: 'devotee@example.org' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('this sign-in page has expired');
  });

  it('shows a field error for an invalid e-mail', async () => {
    const { app, config } = await startSandbox();
    const { hidden } = await openSignInPage(app, config);
    const response = await postForm(app, '/sso/login/submit', { ...hidden, email: 'not-an-email' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Enter a valid e-mail address');
    expect(response.body).toContain('aria-invalid="true"');
  });

  it('signs up an unknown e-mail: form, validation, new profile, redirect', async () => {
    const { app, config } = await startSandbox();
    const { hidden } = await openSignInPage(app, config);

    const form = await postForm(app, '/sso/login/submit', { ...hidden, email: 'New.Person@Example.org' });
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain('Create your account');
    expect(form.body).toContain('<label for="first-name">First name</label>');
    expect(form.body).toContain('<option value="IN">India</option>');
    expect(form.body).toContain('value="new.person@example.org" readonly');

    const invalid = await postForm(app, '/sso/login/submit', {
      ...hiddenFields(form.body),
      intent: 'signup',
      email: 'new.person@example.org',
      first_name: ' ',
      last_name: 'Rao',
      country: 'XX',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.body).toContain('Enter your first name.');
    expect(invalid.body).toContain('Select your country of residence.');

    const created = await postForm(app, '/sso/login/submit', {
      ...hiddenFields(form.body),
      intent: 'signup',
      email: 'new.person@example.org',
      first_name: 'Nila',
      last_name: 'Rao',
      country: 'NP',
    });
    expect(created.statusCode).toBe(303);
    const location = new URL(String(created.headers.location));
    const uid = location.searchParams.get('uid')!;
    expect(uid).toMatch(/^SSO-\d{8}$/);
    const { payload } = await verifyWithJwks(app, config, location.searchParams.get('authToken')!);
    expect(payload).toMatchObject({ sub: uid, email: 'new.person@example.org' });

    // The profile is in the API, and survives a restart on the same data directory.
    const restarted = await buildSandbox(config);
    const lookup = await restarted.inject({
      method: 'GET',
      url: `/sso/api/profiles/${uid}`,
      headers: apiHeaders(config),
    });
    expect(lookup.json()).toEqual({
      profileId: uid,
      email: 'new.person@example.org',
      firstName: 'Nila',
      lastName: 'Rao',
      countryOfResidence: 'NP',
      photo: '',
    });
  });

  it('"Use a different account" goes back to the chooser', async () => {
    const { app, config } = await startSandbox();
    const { hidden } = await openSignInPage(app, config);
    const response = await postForm(app, '/sso/login/submit', { ...hidden, intent: 'back' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<h1>Sign in</h1>');
  });
});

describe('provider session, profile page and logout', () => {
  it('offers "Continue as" after a sign-in, shows the profile, and logout clears it', async () => {
    const { app, config } = await startSandbox();
    const first = await openSignInPage(app, config);
    const signedIn = await postForm(app, '/sso/login/submit', {
      ...first.hidden,
      email: 'staff@example.org',
    });
    const cookie = cookieFrom(signedIn);
    expect(cookie).toMatch(/^sannidhi_sso_session=/);

    const again = await openSignInPage(app, config, cookie);
    expect(again.page).toContain('Continue as staff@example.org');
    expect(again.page).toContain('Signed in on this device as Meera Iyer');

    const profile = await app.inject({ method: 'GET', url: '/sso/profile', headers: { cookie } });
    expect(profile.statusCode).toBe(200);
    expect(profile.body).toContain('Meera Iyer');
    expect(profile.body).toContain('SSO-1003');
    expect(profile.body).toContain('India');

    const logout = await postForm(
      app,
      '/sso/logout',
      { api_key: config.SSO_API_KEY, callback_url: 'http://localhost:8080/' },
      cookie,
    );
    expect(logout.statusCode).toBe(303);
    expect(logout.headers.location).toBe('http://localhost:8080/');
    expect(logout.headers['set-cookie']).toMatch(/^sannidhi_sso_session=; Path=\/sso; .*Max-Age=0/);

    const anonymous = await app.inject({ method: 'GET', url: '/sso/profile' });
    expect(anonymous.body).toContain('You are not signed in');
    const afterLogout = await openSignInPage(app, config, cookieFrom(logout));
    expect(afterLogout.page).not.toContain('Continue as');
  });

  it('ignores a forged session cookie', async () => {
    const { app } = await startSandbox();
    const cookie = `sannidhi_sso_session=SSO-1004.${Math.floor(Date.now() / 1000)}.${'0'.repeat(64)}`;
    const profile = await app.inject({ method: 'GET', url: '/sso/profile', headers: { cookie } });
    expect(profile.body).toContain('You are not signed in');
  });

  it('refuses a logout to a foreign origin or with an unknown key', async () => {
    const { app, config } = await startSandbox();
    const foreign = await postForm(app, '/sso/logout', {
      api_key: config.SSO_API_KEY,
      callback_url: 'https://evil.example.com/',
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.body).toContain('Sign-out request rejected');
    const unknown = await postForm(app, '/sso/logout', {
      api_key: 'nope',
      callback_url: 'http://localhost:8080/',
    });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('signing key', () => {
  it('is generated once and reused after a restart, so earlier tokens still verify', async () => {
    const config = testConfig();
    const first = await buildSandbox(config);
    const { hidden } = await openSignInPage(first, config);
    const response = await postForm(first, '/sso/login/submit', { ...hidden, email: 'admin@example.org' });
    const token = new URL(String(response.headers.location)).searchParams.get('authToken')!;

    const second = await buildSandbox(config);
    const jwks = second.inject({ method: 'GET', url: '/sso/.well-known/jwks.json' });
    const { keys } = (await jwks).json<{ keys: Array<Record<string, string>> }>();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
    expect(keys[0]!.kid).toBeTruthy();
    expect(keys[0]!.d).toBeUndefined();
    const { payload } = await verifyWithJwks(second, config, token);
    expect(payload.sub).toBe('SSO-1004');
  });
});

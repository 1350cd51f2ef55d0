// Browser side of the SSO provider: sign-in and logout form posts, sign-up, profile page, JWKS.
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { SandboxConfig } from '../config';
import { sendHtml } from '../shared/html';
import { isCountryCode } from './countries';
import {
  profilePage,
  rejectedPage,
  signInPage,
  signUpPage,
  startFromAppPage,
  type SignUpErrors,
  type SignUpValues,
} from './pages';
import {
  DEMO_IDENTITIES,
  EmailTakenError,
  normaliseEmail,
  type Profile,
  type ProfileStore,
} from './profile-store';
import { readSession, sessionClearCookie, sessionSetCookie } from './session-cookie';
import {
  callbackProblem,
  checkSignInPost,
  formField,
  isKnownApiKey,
  readSignedRequest,
  type FormBody,
  type SignInRequest,
} from './sign-in-request';
import type { TokenService } from './token-service';

export interface SsoDeps {
  config: SandboxConfig;
  profiles: ProfileStore;
  tokens: TokenService;
  now: () => Date;
}

const EmailSchema = z.email();
const MAX_NAME = 255;

export const ssoBrowserRoutes: FastifyPluginAsync<SsoDeps> = async (app, deps) => {
  const { config, profiles, tokens, now } = deps;
  // The submit answer redirects to the app, and CSP form-action also governs that redirect.
  const formActionOrigins = config.ALLOWED_CALLBACK_ORIGINS;

  const reject = (reply: FastifyReply, prefix: string, reason: string) =>
    sendHtml(reply, rejectedPage(prefix, reason), { status: 400 });

  const sessionProfile = (cookieHeader: string | undefined): Profile | undefined => {
    const profileId = readSession(config, cookieHeader, now());
    return profileId ? profiles.findById(profileId) : undefined;
  };

  const showSignIn = (
    reply: FastifyReply,
    request: SignInRequest,
    cookieHeader: string | undefined,
    extra: { email?: string; emailError?: string; status?: number } = {},
  ) =>
    sendHtml(
      reply,
      signInPage({
        secret: config.SSO_SECRET,
        request,
        demoAccounts: DEMO_IDENTITIES,
        sessionProfile: sessionProfile(cookieHeader),
        email: extra.email,
        emailError: extra.emailError,
      }),
      { status: extra.status ?? 200, formActionOrigins },
    );

  const showSignUp = (
    reply: FastifyReply,
    request: SignInRequest,
    email: string,
    values: SignUpValues,
    errors: SignUpErrors,
  ) =>
    sendHtml(reply, signUpPage({ secret: config.SSO_SECRET, request, email, values, errors }), {
      status: Object.keys(errors).length > 0 ? 400 : 200,
      formActionOrigins,
    });

  /** Starts the provider session and sends the browser back to the app with a fresh token. */
  const completeSignIn = async (reply: FastifyReply, request: SignInRequest, profile: Profile) => {
    const authToken = await tokens.sign({ sub: profile.profileId, email: profile.email });
    const target = new URL(request.callbackUrl);
    target.searchParams.set('uid', profile.profileId);
    target.searchParams.set('authToken', authToken);
    target.searchParams.set('photo', profile.photo);
    target.searchParams.set('email', profile.email);
    target.searchParams.set('legalEntity', request.legalEntity);
    target.searchParams.set('lang', request.lang);
    return reply
      .header('set-cookie', sessionSetCookie(config, profile.profileId, now()))
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .redirect(target.toString(), 303);
  };

  app.get('/login', async (_request, reply) =>
    sendHtml(reply.header('allow', 'POST'), startFromAppPage(config.APP_ORIGIN), { status: 405 }),
  );

  app.post('/login', async (request, reply) => {
    const checked = checkSignInPost(config, request.body as FormBody | undefined, now());
    if (!checked.ok) return reject(reply, 'Sign-in request rejected', checked.reason);
    return showSignIn(reply, checked.value, request.headers.cookie);
  });

  app.post('/login/submit', async (request, reply) => {
    const body = request.body as FormBody | undefined;
    const checked = readSignedRequest(config, body, now());
    if (!checked.ok) return reject(reply, 'Sign-in request rejected', checked.reason);
    const signIn = checked.value;
    const intent = formField(body, 'intent') || 'signin';
    if (intent === 'back') return showSignIn(reply, signIn, request.headers.cookie);

    const email = normaliseEmail(formField(body, 'email'));
    if (!EmailSchema.safeParse(email).success) {
      return showSignIn(reply, signIn, request.headers.cookie, {
        email,
        emailError: email
          ? 'Enter a valid e-mail address, like name@example.org.'
          : 'Enter your e-mail address.',
        status: 400,
      });
    }
    const existing = profiles.findByEmail(email);
    if (existing) return completeSignIn(reply, signIn, existing);

    const values: SignUpValues = {
      firstName: formField(body, 'first_name').trim(),
      lastName: formField(body, 'last_name').trim(),
      country: formField(body, 'country').trim().toUpperCase(),
    };
    if (intent !== 'signup') return showSignUp(reply, signIn, email, values, {});

    const errors: SignUpErrors = {};
    if (!values.firstName) errors.firstName = 'Enter your first name.';
    else if (values.firstName.length > MAX_NAME) errors.firstName = `Use at most ${MAX_NAME} characters.`;
    if (!values.lastName) errors.lastName = 'Enter your last name.';
    else if (values.lastName.length > MAX_NAME) errors.lastName = `Use at most ${MAX_NAME} characters.`;
    if (!isCountryCode(values.country)) errors.country = 'Select your country of residence.';
    if (Object.keys(errors).length > 0) return showSignUp(reply, signIn, email, values, errors);

    let profile: Profile;
    try {
      profile = profiles.create({ email, ...values, countryOfResidence: values.country });
    } catch (error) {
      // Someone created it meanwhile (a double click): sign in to that profile.
      const raced = error instanceof EmailTakenError ? profiles.findByEmail(email) : undefined;
      if (!raced) throw error;
      profile = raced;
    }
    return completeSignIn(reply, signIn, profile);
  });

  app.post('/logout', async (request, reply) => {
    const body = request.body as FormBody | undefined;
    const apiKey = formField(body, 'api_key');
    const callbackUrl = formField(body, 'callback_url');
    if (!isKnownApiKey(config, apiKey)) {
      return reject(reply, 'Sign-out request rejected', apiKey ? 'unknown api_key.' : 'api_key is missing.');
    }
    const problem = callbackProblem(config, callbackUrl);
    if (problem) return reject(reply, 'Sign-out request rejected', problem);
    return reply
      .header('set-cookie', sessionClearCookie(config))
      .header('cache-control', 'no-store')
      .redirect(callbackUrl, 303);
  });

  app.get('/profile', async (request, reply) =>
    sendHtml(reply, profilePage(sessionProfile(request.headers.cookie), config.APP_ORIGIN)),
  );

  app.get('/.well-known/jwks.json', async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=300').send(tokens.jwks),
  );
};

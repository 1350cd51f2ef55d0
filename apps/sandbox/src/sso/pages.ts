// The provider's pages: sign-in chooser, sign-up, rejection, profile. Plain HTML forms, no script.
import { brand, markup, renderPage, type SafeHtml } from '../shared/html';
import { COUNTRIES, countryName } from './countries';
import type { DemoIdentity, Profile } from './profile-store';
import { signedRequestFields, type SignInRequest } from './sign-in-request';

const SUBMIT_PATH = '/sso/login/submit';

function hiddenRequest(secret: string, request: SignInRequest): SafeHtml {
  return markup`${signedRequestFields(secret, request).map(
    ([name, value]) => markup`<input type="hidden" name="${name}" value="${value}" />`,
  )}`;
}

export function displayName(profile: Profile): string {
  return `${profile.firstName} ${profile.lastName}`.trim();
}

function initials(profile: Profile): string {
  const letters = [profile.firstName, profile.lastName].map((part) => part.trim().charAt(0)).join('');
  return (letters || profile.email.charAt(0)).toUpperCase();
}

function accountButton(profile: Profile, tag: string): SafeHtml {
  const name = displayName(profile);
  return markup`<button type="submit" name="email" value="${profile.email}" class="account">
<span class="avatar" aria-hidden="true">${initials(profile)}</span>
<span class="account-text"><span class="account-name">${name || markup`<span class="no-name">No name yet</span>`}${
    tag ? markup` <span class="tag">${tag}</span>` : ''
  }</span><span class="account-email">${profile.email}</span></span>
</button>`;
}

function destination(request: SignInRequest): SafeHtml {
  return markup`<p class="footer">You will return to <code>${new URL(request.callbackUrl).origin}</code></p>`;
}

export interface SignInPageInput {
  secret: string;
  request: SignInRequest;
  demoAccounts: readonly DemoIdentity[];
  sessionProfile?: Profile;
  email?: string;
  emailError?: string;
}

export function signInPage(input: SignInPageInput): string {
  const { secret, request, sessionProfile } = input;
  const hidden = hiddenRequest(secret, request);
  const errorId = 'email-error';
  const body = markup`${brand('Sannidhi Sign-In', 'Sandbox identity provider')}
    <div class="card">
      <h1>Sign in</h1>
      <p class="lead">Choose an account to continue to Sannidhi.</p>
      ${input.emailError ? markup`<div class="alert error" role="alert"><a href="#email">${input.emailError}</a></div>` : ''}
      ${
        sessionProfile
          ? markup`<form method="post" action="${SUBMIT_PATH}" aria-label="Continue with your current account">
              ${hidden}<input type="hidden" name="intent" value="signin" />
              <p class="muted small">Signed in on this device${
                displayName(sessionProfile) ? markup` as ${displayName(sessionProfile)}` : ''
              }.</p>
              <button type="submit" name="email" value="${sessionProfile.email}" class="btn continue-btn">Continue as ${
                sessionProfile.email
              }</button>
            </form>`
          : ''
      }
      <form method="post" action="${SUBMIT_PATH}" aria-labelledby="demo-heading">
        ${hidden}<input type="hidden" name="intent" value="signin" />
        <h2 id="demo-heading">${sessionProfile ? 'Or choose a demo account' : 'Demo accounts'}</h2>
        <ul class="accounts">
          ${input.demoAccounts.map((account) => markup`<li>${accountButton(account, account.description)}</li>`)}
        </ul>
      </form>
      <div class="divider">or use another e-mail</div>
      <form method="post" action="${SUBMIT_PATH}" novalidate>
        ${hidden}<input type="hidden" name="intent" value="signin" />
        <label for="email">E-mail address</label>
        <input
          id="email"
          name="email"
          type="email"
          autocomplete="email"
          inputmode="email"
          required
          value="${input.email ?? ''}"
          ${input.emailError ? markup`aria-invalid="true" aria-describedby="${errorId}" autofocus` : ''}
        />
        ${input.emailError ? markup`<p class="field-error" id="${errorId}">${input.emailError}</p>` : ''}
        <p class="hint">A new e-mail creates an account in the next step.</p>
        <button type="submit" class="btn">Continue</button>
      </form>
    </div>
    ${destination(request)}`;
  return renderPage({ title: 'Sign in · Sannidhi sandbox', body });
}

export interface SignUpValues {
  firstName: string;
  lastName: string;
  country: string;
}
export type SignUpErrors = Partial<Record<keyof SignUpValues, string>>;

export interface SignUpPageInput {
  secret: string;
  request: SignInRequest;
  email: string;
  values: SignUpValues;
  errors: SignUpErrors;
}

function option(value: string, label: string, selected: boolean): SafeHtml {
  return markup`<option value="${value}"${selected ? markup` selected` : ''}>${label}</option>`;
}

function textField(
  id: string,
  name: string,
  label: string,
  value: string,
  error: string | undefined,
  auto: string,
) {
  const errorId = `${id}-error`;
  return markup`<label for="${id}">${label}</label>
    <input
      id="${id}"
      name="${name}"
      type="text"
      autocomplete="${auto}"
      maxlength="255"
      required
      value="${value}"
      ${error ? markup`aria-invalid="true" aria-describedby="${errorId}"` : ''}
    />
    ${error ? markup`<p class="field-error" id="${errorId}">${error}</p>` : ''}`;
}

export function signUpPage(input: SignUpPageInput): string {
  const { secret, request, email, values, errors } = input;
  const hidden = hiddenRequest(secret, request);
  const hasErrors = Object.keys(errors).length > 0;
  const body = markup`${brand('Sannidhi Sign-In', 'Sandbox identity provider')}
    <div class="card">
      <h1>Create your account</h1>
      <p class="lead">No account uses this e-mail yet. Tell us your name and country to create one.</p>
      ${hasErrors ? markup`<div class="alert error" role="alert">Please correct the highlighted fields.</div>` : ''}
      <form method="post" action="${SUBMIT_PATH}" novalidate>
        ${hidden}<input type="hidden" name="intent" value="signup" />
        <label for="signup-email">E-mail address</label>
        <input id="signup-email" name="email" type="email" value="${email}" readonly />
        ${textField('first-name', 'first_name', 'First name', values.firstName, errors.firstName, 'given-name')}
        ${textField('last-name', 'last_name', 'Last name', values.lastName, errors.lastName, 'family-name')}
        <label for="country">Country of residence</label>
        <select
          id="country"
          name="country"
          autocomplete="country"
          required
          ${errors.country ? markup`aria-invalid="true" aria-describedby="country-error"` : ''}
        >
          ${option('', 'Select country', !values.country)}
          ${COUNTRIES.map((c) => option(c.code, c.name, c.code === values.country))}
        </select>
        ${errors.country ? markup`<p class="field-error" id="country-error">${errors.country}</p>` : ''}
        <button type="submit" class="btn">Create account and continue</button>
      </form>
      <form method="post" action="${SUBMIT_PATH}">
        ${hidden}<input type="hidden" name="intent" value="back" />
        <button type="submit" class="btn secondary">Use a different account</button>
      </form>
    </div>
    ${destination(request)}`;
  return renderPage({ title: 'Create account · Sannidhi sandbox', body });
}

/** 400 page for a request the provider refuses; the text starts with the given prefix. */
export function rejectedPage(prefix: string, reason: string): string {
  const body = markup`${brand('Sannidhi Sign-In', 'Sandbox identity provider')}
    <div class="card">
      <h1>Something is wrong with this request</h1>
      <div class="alert error" role="alert">${prefix}: ${reason}</div>
      <p class="muted">
        Go back to the app and start again. If this keeps happening, the app and the sign-in provider do not
        share the same API key, secret or allowed callback origins.
      </p>
    </div>`;
  return renderPage({ title: `${prefix} · Sannidhi sandbox`, body });
}

export function profilePage(profile: Profile | undefined, appOrigin: string): string {
  const content = profile
    ? markup`<h1>${displayName(profile) || 'Your profile'}</h1>
        <p class="lead">Your account at the sign-in provider.</p>
        <dl class="facts">
          <dt>E-mail</dt>
          <dd>${profile.email}</dd>
          <dt>First name</dt>
          <dd>${profile.firstName || '—'}</dd>
          <dt>Last name</dt>
          <dd>${profile.lastName || '—'}</dd>
          <dt>Country</dt>
          <dd>${countryName(profile.countryOfResidence)}</dd>
          <dt>Profile id</dt>
          <dd><code>${profile.profileId}</code></dd>
        </dl>`
    : markup`<h1>You are not signed in</h1>
        <p class="lead">Sign in from the app to see your profile here.</p>`;
  const body = markup`${brand('Sannidhi Sign-In', 'Sandbox identity provider')}
    <div class="card">
      ${content}
      <p class="footer"><a href="${appOrigin}/">Go to Sannidhi</a></p>
    </div>`;
  return renderPage({ title: 'Profile · Sannidhi sandbox', body });
}

export function startFromAppPage(appOrigin: string): string {
  const body = markup`${brand('Sannidhi Sign-In', 'Sandbox identity provider')}
    <div class="card">
      <h1>Sign-in starts from the app</h1>
      <p class="lead">This address expects a signed form post from Sannidhi.</p>
      <a class="btn" href="${appOrigin}/login">Sign in to Sannidhi</a>
    </div>`;
  return renderPage({ title: 'Sign in · Sannidhi sandbox', body });
}

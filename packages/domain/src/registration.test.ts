import { describe, it, expect } from 'vitest';
import { fieldErrors } from './form-errors';
import { CreateProfileForm, EmailLookupForm, REGISTRATION_MESSAGES } from './registration';

const validProfile = {
  firstName: 'Anita',
  lastName: 'Sharma',
  countryOfResidence: 'US',
  email: 'anita@example.org',
  language: 'kn',
  hasConsent: true,
};

describe('EmailLookupForm', () => {
  it('accepts and trims a valid e-mail', () => {
    expect(EmailLookupForm.parse({ email: '  devotee@example.org ' })).toEqual({
      email: 'devotee@example.org',
    });
  });

  it('asks for a value when empty, only that message', () => {
    for (const email of ['', '   ']) {
      const result = EmailLookupForm.safeParse({ email });
      expect(result.error?.issues.map((i) => i.message)).toEqual(['This field is mandatory']);
    }
  });

  it.each(['devotee', 'devotee@', '@example.org', 'devotee@example', 'a b@example.org'])(
    'refuses %s',
    (email) => {
      expect(fieldErrors(EmailLookupForm.safeParse({ email }))).toEqual({
        email: 'Please enter a valid email',
      });
    },
  );

  it('refuses a missing field with the required message', () => {
    expect(fieldErrors(EmailLookupForm.safeParse({}))).toHaveProperty('email');
  });
});

describe('CreateProfileForm', () => {
  it('accepts a valid form and trims its texts', () => {
    expect(CreateProfileForm.parse({ ...validProfile, firstName: ' Anita ', lastName: 'Sharma  ' })).toEqual(
      validProfile,
    );
  });

  it.each(['firstName', 'lastName', 'countryOfResidence', 'email'])(
    'requires %s, blanks included',
    (field) => {
      expect(fieldErrors(CreateProfileForm.safeParse({ ...validProfile, [field]: '  ' }))).toEqual({
        [field]: 'This field is mandatory',
      });
    },
  );

  it('requires consent', () => {
    expect(fieldErrors(CreateProfileForm.safeParse({ ...validProfile, hasConsent: false }))).toEqual({
      hasConsent: 'This field is mandatory',
    });
    expect(fieldErrors(CreateProfileForm.safeParse({ ...validProfile, hasConsent: undefined }))).toEqual({
      hasConsent: 'This field is mandatory',
    });
  });

  it('refuses an invalid e-mail', () => {
    expect(fieldErrors(CreateProfileForm.safeParse({ ...validProfile, email: 'nope' }))).toEqual({
      email: 'Please enter a valid email',
    });
  });

  it('limits texts to 255 characters', () => {
    expect(CreateProfileForm.safeParse({ ...validProfile, firstName: 'a'.repeat(255) }).success).toBe(true);
    expect(fieldErrors(CreateProfileForm.safeParse({ ...validProfile, firstName: 'a'.repeat(256) }))).toEqual(
      {
        firstName: 'Maximum of 255 characters is allowed',
      },
    );
  });

  it('reports every field of an empty form', () => {
    const errors = fieldErrors(
      CreateProfileForm.safeParse({
        firstName: '',
        lastName: '',
        countryOfResidence: '',
        email: '',
        hasConsent: false,
      }),
    );
    expect(Object.keys(errors).sort()).toEqual([
      'countryOfResidence',
      'email',
      'firstName',
      'hasConsent',
      'language',
      'lastName',
    ]);
  });

  it('refuses a language for mails that is not one of the seven (the pseudo-locale too)', () => {
    for (const language of ['fr', 'pseudo', '']) {
      expect(fieldErrors(CreateProfileForm.safeParse({ ...validProfile, language }))).toEqual({
        language: 'Please choose one of the languages offered',
      });
    }
  });
});

describe('REGISTRATION_MESSAGES', () => {
  it('holds the exact toast texts', () => {
    expect(REGISTRATION_MESSAGES).toMatchObject({
      tncNotAccepted: "This email hasn't accepted SSO TnC, so cannot proceed with this email.",
      emailMissing: 'Please enter email address',
      registrationFailed: 'SSO Registration failed',
      profileCreated: 'SSO profile created successfully',
    });
  });
});

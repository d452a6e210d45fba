import { describe, expect, it } from 'vitest';
import en from '../../web/i18n/en.json';
import { changePasswordForm, loginForm, newPasswordForm, registerForm, resetRequestForm } from './identity';

/** The English text a schema's message key shows (messages that are not keys are the library's own). */
const english = (key: string | undefined) =>
  key?.startsWith('validation.') ? (en.validation as Record<string, string>)[key.slice('validation.'.length)] : key;

function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const out: Record<string, string | undefined> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] ??= english(issue.message);
  return out;
}

const validRegistration = {
  firstName: 'Marie',
  lastName: 'Joseph',
  email: 'marie@example.com',
  phoneNumber: '+1 305 555 0123',
  password: 'secret12',
  confirmPassword: 'secret12',
};

describe('the account forms: validation rules and messages of docs/product-rules.md#account-validation', () => {
  it('login: a valid email and a password of at least 6 characters', () => {
    expect(loginForm.safeParse({ email: 'marie@example.com', password: 'secret' }).success).toBe(true);
    expect(Object.keys(messages(loginForm.safeParse({ email: 'not-an-email', password: '12345' })))).toEqual(['email', 'password']);
  });

  it('register: names of at least 2 characters, a valid email, passwords of at least 6, phone of at least 10', () => {
    expect(registerForm.safeParse(validRegistration).success).toBe(true);
    expect(
      messages(
        registerForm.safeParse({
          ...validRegistration,
          firstName: 'M',
          lastName: ' J ',
          email: 'x@',
          password: '123',
          confirmPassword: '123',
          phoneNumber: '30555',
        }),
      ),
    ).toEqual({
      firstName: 'Must be at least 2 characters',
      lastName: 'Must be at least 2 characters',
      email: 'Enter a valid email address',
      phoneNumber: 'Phone number must be at least 10 characters',
      password: 'Password must be at least 6 characters',
      confirmPassword: 'Password must be at least 6 characters',
    });
  });

  it("register: 'Passwords don't match' on confirmPassword", () => {
    expect(messages(registerForm.safeParse({ ...validRegistration, confirmPassword: 'secret13' }))).toEqual({
      confirmPassword: "Passwords don't match",
    });
  });

  it('register: a phone of 10+ characters that is not a real number is refused too', () => {
    expect(messages(registerForm.safeParse({ ...validRegistration, phoneNumber: '0000000000' }))).toEqual({
      phoneNumber: 'Enter a valid phone number with its country code, e.g. +1 305 555 0123',
    });
  });

  it("reset: the email must not be empty ('Email required')", () => {
    expect(messages(resetRequestForm.safeParse({ email: '' }))).toEqual({ email: 'Email required' });
  });

  it("password change: 'New passwords do not match' and 'Password must be at least 6 characters long'", () => {
    expect(
      messages(changePasswordForm.safeParse({ currentPassword: 'old-one', newPassword: 'abcdef', confirmPassword: 'abcdeg' })),
    ).toEqual({
      confirmPassword: 'New passwords do not match',
    });
    expect(messages(changePasswordForm.safeParse({ currentPassword: 'old-one', newPassword: 'abc', confirmPassword: 'abc' }))).toEqual({
      newPassword: 'Password must be at least 6 characters long',
    });
    expect(messages(changePasswordForm.safeParse({ currentPassword: '', newPassword: 'abcdef', confirmPassword: 'abcdef' }))).toEqual({
      currentPassword: 'Enter your current password',
    });
    expect(messages(newPasswordForm.safeParse({ newPassword: 'abcdef', confirmPassword: 'abcdex' }))).toEqual({
      confirmPassword: 'New passwords do not match',
    });
  });
});

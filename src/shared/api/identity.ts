import { z } from 'zod';
import { LANGUAGE_CODES, type Language } from '../i18n/languages';
import { toE164 } from '../phone';
import { referralCodeField } from './referrals';

/**
 * The identity forms' rules (docs/product-rules.md#account-validation). Messages are i18n keys under `validation.*`; both the web forms and
 * the server validate with these same schemas, so a rule and its message live in one place.
 */
export const PASSWORD_MIN = 6;
const NAME_MIN = 2;
const REGISTRATION_PHONE_MIN = 10;

const emailField = z.string().trim().min(1, 'validation.emailRequired').email('validation.email');
const passwordField = z.string().min(PASSWORD_MIN, 'validation.passwordMin');
const nameField = z.string().trim().min(NAME_MIN, 'validation.nameMin').max(60, 'validation.nameMax');
const languageField = z.enum(LANGUAGE_CODES as [Language, ...Language[]]);

/** At least 10 characters (docs/product-rules.md#account-validation), and a real number we can text a code to. */
const phoneField = z
  .string()
  .trim()
  .min(REGISTRATION_PHONE_MIN, 'validation.phoneMin')
  .refine((value) => toE164(value) !== null, 'validation.phoneInvalid');

export const loginForm = z.object({ email: emailField, password: passwordField });
export type LoginForm = z.infer<typeof loginForm>;

export const registerForm = z
  .object({
    firstName: nameField,
    lastName: nameField,
    email: emailField,
    phoneNumber: phoneField,
    password: passwordField,
    confirmPassword: passwordField,
    /** Optional: the code of the friend who invited this person (pre-filled from /register?ref=CODE). */
    referralCode: referralCodeField,
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: 'validation.passwordsDontMatch',
  });
export type RegisterForm = z.infer<typeof registerForm>;

export const resetRequestForm = z.object({ email: emailField });

export const newPasswordForm = z
  .object({ newPassword: passwordField, confirmPassword: z.string() })
  .refine((form) => form.newPassword === form.confirmPassword, {
    path: ['confirmPassword'],
    message: 'validation.newPasswordsDontMatch',
  });

/**
 * Change password (docs/product-rules.md#account-validation): 'New passwords do not match', 'Password must be at least 6 characters long'.
 */
export const changePasswordForm = z
  .object({
    currentPassword: z.string().min(1, 'validation.currentPasswordRequired'),
    newPassword: z.string().min(PASSWORD_MIN, 'validation.newPasswordMin'),
    confirmPassword: z.string(),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    path: ['confirmPassword'],
    message: 'validation.newPasswordsDontMatch',
  });

export const profileUpdate = z.object({
  firstName: nameField,
  lastName: nameField,
  phoneNumber: phoneField,
  language: languageField,
});
export type ProfileUpdate = z.infer<typeof profileUpdate>;

/** The product user (docs/product-rules.md#product-user): what the login, register and profile calls return. */
export const productUser = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  phoneNumber: z.string().nullable(),
  phoneNumberVerified: z.boolean(),
  language: languageField,
  isAdmin: z.boolean(),
  loyaltyPoints: z.number().int(),
  referralCode: z.string().nullable(),
  twoFactorEnabled: z.boolean(),
  verificationStatus: z.enum(['verified', 'pending', 'not_verified']),
  hasPassword: z.boolean(),
  createdAt: z.string(),
});
export type ProductUser = z.infer<typeof productUser>;

export const userResponse = z.object({ user: productUser });

export const loginRequest = z.object({ idToken: z.string().min(1) });
export const registerRequest = z.object({
  idToken: z.string().min(1),
  userData: z.object({
    firstName: nameField,
    lastName: nameField,
    phoneNumber: phoneField,
    language: languageField.default('en'),
  }),
});

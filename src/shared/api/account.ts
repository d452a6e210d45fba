import { z } from 'zod';
import { timeZoneField } from '../time-zones';

/**
 * Notification toggles (Settings) and security alerts (Security settings), saved per user; and the
 * person's time zone (Settings, ADR 0065): null until the browser sends one (their days are UTC days).
 */
export const accountSettings = z.object({
  notifyEmail: z.boolean(),
  notifySms: z.boolean(),
  notifyPush: z.boolean(),
  securityAlertEmail: z.boolean(),
  securityAlertSms: z.boolean(),
  timeZone: z.string().nullable(),
});
export type AccountSettings = z.infer<typeof accountSettings>;
/** At least one setting: an empty update is refused (400 on the body), and the document says so (minProperties). */
export const accountSettingsUpdate = accountSettings
  .extend({ timeZone: timeZoneField })
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'validation.nothingToUpdate')
  .meta({ minProperties: 1 });

export const loginActivity = z.object({
  logins: z.array(
    z.object({
      id: z.string(),
      createdAt: z.string(),
      method: z.string(),
      /** What signed in, as recognisable names (null when unknown): the screen words them in its language. */
      device: z.object({ browser: z.string().nullable(), os: z.string().nullable() }),
      place: z.string().nullable(),
      ipAddress: z.string().nullable(),
      /** This is the session the request came from. */
      current: z.boolean(),
      /** Its session is still signed in. */
      active: z.boolean(),
    }),
  ),
});
export type LoginActivity = z.infer<typeof loginActivity>;

/** Deleting the account: the password for accounts that have one; otherwise a sign-in within 10 minutes. */
export const deleteAccountRequest = z.object({ password: z.string().optional() });

export const okResponse = z.object({ ok: z.literal(true) });

/** The 6-digit code texted to the profile's phone number. */
export const phoneCodeRequest = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'validation.codeFormat'),
});

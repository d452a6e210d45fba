import { z } from 'zod';

/** Notification toggles (Settings) and security alerts (Security settings), saved per user. */
export const accountSettings = z.object({
  notifyEmail: z.boolean(),
  notifySms: z.boolean(),
  notifyPush: z.boolean(),
  securityAlertEmail: z.boolean(),
  securityAlertSms: z.boolean(),
});
export type AccountSettings = z.infer<typeof accountSettings>;
export const accountSettingsUpdate = accountSettings.partial().refine((v) => Object.keys(v).length > 0, 'validation.nothingToUpdate');

export const loginActivity = z.object({
  logins: z.array(
    z.object({
      id: z.string(),
      createdAt: z.string(),
      method: z.string(),
      device: z.string(),
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

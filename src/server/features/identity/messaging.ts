import type { Notifier } from '../../integrations/notifier.js';
import type { IdentityMessaging } from './auth.js';
import { ACCOUNT_MESSAGES } from './messages.js';

/** better-auth's outgoing messages (reset link, verification link), in the person's language. */
export function createIdentityMessaging(notifier: Notifier): IdentityMessaging {
  return {
    async sendResetPasswordEmail(user, url) {
      const m = ACCOUNT_MESSAGES[user.language];
      await notifier.email({ to: user.email, subject: m.resetSubject, text: m.resetBody(user.name, url) });
    },
    async sendVerificationEmail(user, url) {
      const m = ACCOUNT_MESSAGES[user.language];
      await notifier.email({ to: user.email, subject: m.verifySubject, text: m.verifyBody(user.name, url) });
    },
  };
}

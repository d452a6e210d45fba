import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import { expect, test } from '@playwright/test';
import { authenticatorCode, CODE_GOOD_FOR_MS, SERVER_WINDOW_STEPS, stepOf, TOTP_STEP_MS, totpAtStep } from './totp';

/**
 * The two-factor journey types a code the test computes; the server checks it later, by its own clock.
 * These checks pin that down without a browser or a wait: the code is one better-auth's own generator
 * accepts at every moment the journey can still be running, from any point of the step it was computed in.
 */
const secret = 'kredi-e2e-two-factor-secret-0001';
const shown = base32.encode(new TextEncoder().encode(secret), { padding: false }); // as the setup screen shows it
const otp = createOTP(secret);

/** The codes better-auth accepts at `now`: its step and the steps beside it. */
async function acceptedAt(now: number): Promise<string[]> {
  const steps = Array.from({ length: 2 * SERVER_WINDOW_STEPS + 1 }, (_, i) => stepOf(now) - SERVER_WINDOW_STEPS + i);
  return Promise.all(steps.map((step) => otp.hotp(step)));
}

test('computes the codes better-auth computes', async () => {
  for (const step of [0, 1, 59_000_000, 59_000_001]) expect(totpAtStep(shown, step)).toBe(await otp.hotp(step));
});

test('the code typed is still accepted a minute later, however late in its step it was read', async () => {
  const stepStart = stepOf(Date.UTC(2026, 10, 23, 12, 0, 0)) * TOTP_STEP_MS;
  for (const into of [0, 1, TOTP_STEP_MS / 2, TOTP_STEP_MS - 1_000, TOTP_STEP_MS - 1]) {
    const readAt = stepStart + into;
    const code = authenticatorCode(shown, readAt);
    for (let later = 0; later <= CODE_GOOD_FOR_MS; later += 500) {
      expect(await acceptedAt(readAt + later), `read ${into} ms into its step, checked ${later} ms later`).toContain(code);
    }
  }
});

/**
 * `npm run bench:mail`: what a mail costs through Kredi's mailer (a pool of kept SMTP connections, ADR 0054)
 * beside the same messages sent as the mailer sent them before, one connection per message. Both talk to
 * the mail sandbox in this process, so the CPU printed is both sides of the conversation. Prints; never
 * fails on speed. BENCH_MAILS sets how many messages each run sends (600), five at a time.
 */
import nodemailer from 'nodemailer';
import { mailSandbox } from '../src/sandbox/mail/index';
import { createMailer } from '../src/server/integrations/mail/mailer';

const MAILS = Number(process.env.BENCH_MAILS ?? 600);
const AT_ONCE = 5;
const WARM_UP = 100;

type Send = (i: number) => Promise<unknown>;

async function measure(send: Send, mails = MAILS) {
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  for (let i = 0; i < mails; i += AT_ONCE) {
    await Promise.all(Array.from({ length: Math.min(AT_ONCE, mails - i) }, (_, k) => send(i + k)));
  }
  const cpu = process.cpuUsage(cpuBefore);
  const wall = performance.now() - started;
  return {
    'CPU ms per mail': round((cpu.user + cpu.system) / 1000 / mails),
    'wall ms per mail': round(wall / mails),
    'mails/s': Math.round((mails * 1000) / wall),
  };
}

const message = (i: number) => ({
  to: `person${i}@example.com`,
  subject: 'Your top-up was delivered',
  text: 'Your top-up of $10.00 to +509 34 10 12 00 was delivered. '.repeat(12),
});

async function main() {
  const sandbox = await mailSandbox.start({ host: '127.0.0.1' });
  const smtpUrl = sandbox.env.SMTP_URL!;
  const { port } = new URL(smtpUrl);
  const rows: Record<string, Record<string, number>> = {};
  try {
    const mailer = createMailer({ smtpUrl, from: 'Kredi <no-reply@kredi.test>' });
    const single = nodemailer.createTransport({ host: '127.0.0.1', port: Number(port), secure: false });
    const pooled: Send = (i) => mailer.send(message(i));
    const oneEach: Send = (i) => single.sendMail({ from: 'no-reply@kredi.test', ...message(i) });
    // Both paths once before measuring, so neither pays for the JIT's first compilations.
    await measure(pooled, WARM_UP);
    await measure(oneEach, WARM_UP);
    for (let round = 1; round <= 2; round++) {
      rows[`Kredi's mailer (pooled), run ${round}`] = await measure(pooled);
      rows[`one connection per mail, run ${round}`] = await measure(oneEach);
    }
    mailer.close();
    single.close();
  } finally {
    await sandbox.stop();
  }
  console.log(`\n${MAILS} mails per run, ${AT_ONCE} at a time, to the mail sandbox in this process, ${new Date().toISOString()}`);
  console.table(rows);
}

const round = (value: number) => Math.round(value * 1000) / 1000;

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);

/** Signed-in people for the bench, each with a wallet that will not run dry. */
import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import pg from 'pg';
// Bigints arrive as numbers here as in the server: every pool reads them through the one guarded parser.
import '../../src/server/db/int8';
import { createLedger } from '../../src/server/ledger/index';

export interface Person {
  userId: string;
  cookie: string;
}

/**
 * Signs up through the API as a browser would. Each person comes from their own loopback address, so
 * the per-address sign-up limit (10 a minute) counts them apart without configuring a trusted proxy.
 */
export async function signUpPeople(baseUrl: string, count: number, databaseUrl: string): Promise<Person[]> {
  const people: Person[] = [];
  for (let i = 0; i < count; i++) {
    const email = `bench${i}-${randomUUID().slice(0, 8)}@example.com`;
    const body = JSON.stringify({ email, password: 'bench-password', name: 'Bench Person', firstName: 'Bench', lastName: 'Person' });
    const answer = await post(`${baseUrl}/api/identity/sign-up/email`, body, `127.0.${10 + Math.floor(i / 250)}.${(i % 250) + 1}`, baseUrl);
    if (answer.status !== 200) throw new Error(`sign-up answered ${answer.status}: ${answer.body}`);
    people.push({ userId: (JSON.parse(answer.body) as { user: { id: string } }).user.id, cookie: answer.cookie });
  }
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  try {
    const ledger = createLedger(pool);
    for (const { userId } of people) {
      await ledger.transfer({
        id: `bench-funds:${userId}`,
        debitAccountId: await ledger.systemAccount('paypal_clearing'),
        creditAccountId: await ledger.walletOf(userId),
        amountCents: 100_000_000,
        code: 'add_funds',
        userId,
      });
    }
    // Each bench person sends thousands of dollars a minute: far past the sending limits a real person
    // has (ADR 0033). Staff would raise them the same way, by a new setting row.
    const unlimited = { dailyCents: 10_000_000, monthlyCents: 10_000_000 }; // the most a setting allows
    await pool.query(`insert into setting_changes (key, value, changed_by) values ('sendingLimits', $1, 'bench')`, [
      JSON.stringify({ unverified: unlimited, verified: unlimited }),
    ]);
  } finally {
    await pool.end();
  }
  return people;
}

function post(url: string, body: string, localAddress: string, origin: string): Promise<{ status: number; body: string; cookie: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', localAddress, headers: { 'content-type': 'application/json', origin } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => {
        const cookie = (res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
        resolve({ status: res.statusCode ?? 0, body: text, cookie });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * `npm run admin:grant -- <email>`: makes the account with that email an admin.
 * Uses DATABASE_URL, else the embedded database of a running `npm start`, else opens ./data itself.
 */
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { ConfigError, loadConfig } from '../config.js';
import { connectDatabase, DatabaseUnavailableError } from '../db/connect.js';
import { readEmbeddedUrl } from '../db/embedded-address.js';
import { runMigrations } from '../db/migrate.js';
import { users } from '../db/schema.js';

async function grant(): Promise<number> {
  const email = z
    .string()
    .trim()
    .toLowerCase()
    .email()
    .safeParse(process.argv[2] ?? '');
  if (!email.success) {
    console.error('Usage: npm run admin:grant -- <email of an existing account>');
    return 2;
  }
  const config = loadConfig();
  const runningEmbedded = config.DATABASE_URL ? null : await readEmbeddedUrl(config.DATA_DIR);
  const database = await connectDatabase({
    databaseUrl: config.DATABASE_URL ?? runningEmbedded ?? undefined,
    dataDir: config.DATA_DIR,
  }).catch(async (error) => {
    if (!runningEmbedded) throw error;
    // The server that wrote the address has stopped: open the data folder directly.
    return connectDatabase({ dataDir: config.DATA_DIR });
  });
  try {
    await runMigrations(database.db);
    const updated = await database.db
      .update(users)
      .set({ isAdmin: true, updatedAt: new Date() })
      .where(eq(users.email, email.data))
      .returning({ id: users.id });
    if (updated.length === 0) {
      console.error(`No account has the email ${email.data}. Register it first, then run this again.`);
      return 1;
    }
    console.log(`${email.data} is now an admin.`);
    return 0;
  } finally {
    await database.close();
  }
}

grant().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known = error instanceof ConfigError || error instanceof DatabaseUnavailableError;
    console.error(known ? (error as Error).message : error);
    process.exit(1);
  },
);

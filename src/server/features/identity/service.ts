import type pg from 'pg';
import type { ProductUser, ProfileUpdate } from '../../../shared/api/identity.js';
import { toE164 } from '../../../shared/phone.js';
import type { Db } from '../../db/connect.js';
import { AppError } from '../../errors.js';
import type { ActorCache } from './actor-cache.js';
import type { IdTokens } from './id-tokens.js';
import { assertSteppedUp } from './step-up.js';
import type { Actor } from './authenticate.js';
import { countUsers, findUser, findUsers, hasPassword, liveUserIdsAfter, toProductUser, updateUser, type UserRow } from './store.js';

export type IdentityService = ReturnType<typeof createIdentityService>;

/** The product side of identity: ID token → product user, and the profile fields Kredi owns. */
/** Where and how to write to a person, for the features that send them messages. */
export interface Contact {
  email: string;
  language: string;
  firstName: string;
  /** Only once verified: texts go to a number proven theirs. */
  phoneNumber: string | null;
}

export function createIdentityService({
  db,
  idTokens,
  actors,
  adoptTimeZone,
}: {
  db: Db;
  idTokens: IdTokens;
  actors: ActorCache;
  /** Keeps the browser's time zone for a person who has none yet (the account feature, ADR 0065). */
  adoptTimeZone?: (userId: string, timeZone: string) => Promise<void>;
}) {
  // Signing in and completing an account are rare and decide what the web shows next: read, not remembered.
  const userOfIdToken = async (idToken: string, timeZone?: string | null) => {
    const { user } = await idTokens.actorOf(idToken, { fresh: true });
    // Sign-up, sign-in and each signed-in load come here with the browser's zone: kept once, when none is set.
    if (!user.timeZone && timeZone && adoptTimeZone) await adoptTimeZone(user.id, timeZone);
    return user;
  };

  async function present(user: UserRow): Promise<ProductUser> {
    return toProductUser(user, await hasPassword(db, user.id));
  }

  return {
    present,

    /**
     * Where and how to write to each of these people, in one read (a batch of messages): the phone only once
     * verified (texts go to a number proven theirs). A deleted or unknown person is not in the answer.
     */
    async contactsOf(userIds: readonly string[]): Promise<Map<string, Contact>> {
      const found = await findUsers(db, [...new Set(userIds)]);
      return new Map(
        found.map((user) => [
          user.id,
          {
            email: user.email,
            language: user.language,
            firstName: user.firstName,
            phoneNumber: user.phoneNumberVerified ? user.phoneNumber : null,
          },
        ]),
      );
    },

    /** Before a staff action that moves money or changes rights: two-factor on and a recent sign-in (step-up.ts). */
    assertSteppedUp: (actor: Actor) => assertSteppedUp(db, actor),
    /** For support staff: who a person is; null once the account is deleted. */
    async personOf(userId: string): Promise<{ name: string; email: string; phoneNumber: string | null } | null> {
      const user = await findUser(db, userId);
      return user ? { name: `${user.firstName} ${user.lastName}`.trim(), email: user.email, phoneNumber: user.phoneNumber } : null;
    },

    /**
     * For announcements to everyone (a new promotion): live accounts made before a moment, a page at a
     * time, in id order, read on the caller's connection (its transaction).
     */
    liveUserIdsAfter: (client: pg.PoolClient, afterId: string | null, limit: number, createdBefore: Date) =>
      liveUserIdsAfter(client, afterId, limit, createdBefore),
    /**
     * The person a background job acts for (an automatic top-up sends as its owner, ADR 0034), read now;
     * null once they deleted their account or staff blocked them.
     */
    async actingAs(userId: string): Promise<Actor | null> {
      const user = await findUser(db, userId);
      return user && !user.blockedAt ? { user, sessionId: 'background' } : null;
    },

    /** For the admin overview: accounts, and how many are signed in now. */
    userCounts: () => countUsers(db),

    async login(idToken: string, timeZone?: string | null): Promise<ProductUser> {
      return present(await userOfIdToken(idToken, timeZone));
    },

    /** Called once after sign-up; calling it again with the same data changes nothing. */
    async register(idToken: string, userData: ProfileUpdate, timeZone?: string | null): Promise<ProductUser> {
      const user = await userOfIdToken(idToken, timeZone);
      return present(await applyProfile(user, userData));
    },

    async updateProfile(userId: string, update: ProfileUpdate): Promise<ProductUser> {
      const user = await findUser(db, userId);
      if (!user) throw new AppError('NOT_AUTHENTICATED', 'Not authenticated');
      return present(await applyProfile(user, update));
    },
  };

  async function applyProfile(user: UserRow, update: ProfileUpdate): Promise<UserRow> {
    const phoneNumber = toE164(update.phoneNumber)!; // the schema already refused invalid numbers
    const updated = await updateUser(db, user.id, {
      firstName: update.firstName,
      lastName: update.lastName,
      name: `${update.firstName} ${update.lastName}`,
      language: update.language,
      phoneNumber,
      // A new number must be verified again before it receives codes.
      phoneNumberVerified: phoneNumber === user.phoneNumber ? user.phoneNumberVerified : false,
    });
    actors.forgetPerson(user.id);
    return updated;
  }
}

import type { Db } from '../../db/connect.js';
import type { ActorCache } from './actor-cache.js';
import { findUser, findUserByEmail, type UserRow } from './store.js';

export type Person = UserRow;
export type People = ReturnType<typeof createPeople>;

/**
 * Who someone is, for the other features: a person by id or by email, never a deleted one. Identity owns
 * the users table; others ask here rather than read it.
 */
export function createPeople(db: Db, actors: Pick<ActorCache, 'forgetPerson'>) {
  return {
    byId: (userId: string): Promise<Person | null> => findUser(db, userId),
    byEmail: (email: string): Promise<Person | null> => findUserByEmail(db, email),
    /**
     * A feature that ended someone's sessions or changed their row (deleted the account, verified a phone)
     * says so here once it has committed: identity remembers signed-in people for a few seconds (ADR 0021),
     * and no request after this may be served from what it remembered.
     */
    changed: (userId: string): void => actors.forgetPerson(userId),
  };
}

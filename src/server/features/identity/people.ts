import type { Db } from '../../db/connect.js';
import { findUser, findUserByEmail, type UserRow } from './store.js';

export type Person = UserRow;
export type People = ReturnType<typeof createPeople>;

/**
 * Who someone is, for the other features: a person by id or by email, never a deleted one. Identity owns
 * the users table; others ask here rather than read it.
 */
export function createPeople(db: Db) {
  return {
    byId: (userId: string): Promise<Person | null> => findUser(db, userId),
    byEmail: (email: string): Promise<Person | null> => findUserByEmail(db, email),
  };
}

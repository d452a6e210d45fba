import type { Actor } from './authenticate.js';

/**
 * Who a credential (a signed session cookie, or a verified ID token) stood for, remembered for a few
 * seconds so a signed-in request does not look its session and person up again (ADR 0021).
 *
 * The bound: an entry lives at most `ttlMs` (SESSION_CACHE_SECONDS), and never longer than what it stands
 * for had left to live (the session, or the ID token) when it was remembered.
 * Whatever ends a session or changes a person in this process forgets them at once (forgetSession,
 * forgetPerson); another instance only learns it from the database, so there a revoked session or a
 * deleted account can still be served for up to `ttlMs`.
 */
export interface ActorCache {
  /** The actor remembered under `key`, unless its time is up. */
  get(key: string): Actor | null;
  /**
   * A lookup is about to read the database: the answer it hands to `remember` is kept only if nothing was
   * forgotten in between (a sign-out landing while the lookup read the session it ends).
   */
  begin(): Lookup;
  /** `liveForMs`: how long the credential has left (sessions and tokens expire in real time, not `clock`'s). */
  remember(lookup: Lookup, key: string, actor: Actor, liveForMs: number): void;
  forgetSession(sessionId: string): void;
  forgetPerson(userId: string): void;
}

interface Lookup {
  readonly generation: number;
}

interface Entry {
  actor: Actor;
  /** Epoch milliseconds after which the entry is not used. */
  until: number;
}

/** Enough for every person signed in on one instance at once; the oldest entry makes room beyond it. */
const MAX_ENTRIES = 10_000;

export function createActorCache({ ttlMs, clock = () => new Date() }: { ttlMs: number; clock?: () => Date }): ActorCache {
  const entries = new Map<string, Entry>();
  let generation = 0;

  function forgetWhere(matches: (actor: Actor) => boolean) {
    generation++;
    for (const [key, entry] of entries) if (matches(entry.actor)) entries.delete(key);
  }

  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return null;
      if (clock().getTime() < entry.until) return entry.actor;
      entries.delete(key);
      return null;
    },
    begin: () => ({ generation }),
    remember(lookup, key, actor, liveForMs) {
      if (ttlMs <= 0 || liveForMs <= 0 || lookup.generation !== generation) return;
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      const until = clock().getTime() + Math.min(ttlMs, liveForMs);
      entries.set(key, { actor: Object.freeze({ ...actor, user: Object.freeze({ ...actor.user }) }), until });
    },
    forgetSession: (sessionId) => forgetWhere((actor) => actor.sessionId === sessionId),
    forgetPerson: (userId) => forgetWhere((actor) => actor.user.id === userId),
  };
}

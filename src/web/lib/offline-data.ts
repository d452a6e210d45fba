import { useSyncExternalStore } from 'react';
import { DATA_CACHE, FORGET_MESSAGE } from './offline-rules';

/**
 * What the screens show that came from the service worker's copy rather than the server (ADR 0037):
 * per address, when the server gave it. The banner names the oldest; a fresh answer for the address
 * takes it off. Kept in memory only.
 */
let keptSince = new Map<string, string>();
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/** The addresses answered since the current round of asking again began (askAgain), else null. */
let answeredThisRound: Set<string> | null = null;

/** request() calls this with each answer: `storedAt` is set when the worker answered from its copy. */
export function noteAnswer(path: string, storedAt: string | null): void {
  answeredThisRound?.add(path);
  if (storedAt === null && !keptSince.has(path)) return;
  keptSince = new Map(keptSince);
  if (storedAt === null) keptSince.delete(path);
  else keptSince.set(path, storedAt);
  emit();
}

/**
 * Back online, the screens are about to ask again: the notes start over, and an answer that still comes
 * from the copy (a connection too weak to answer in time) notes itself again.
 */
export function clearKeptNotes(): void {
  if (keptSince.size === 0) return;
  keptSince = new Map();
  emit();
}

/**
 * A weak connection: the screens on show ask again (`refetch`) while the banner stays up, so it never
 * claims fresh data before it has come. Afterwards an address nobody asked again (its screen has closed)
 * is no longer noted: only what is on show counts.
 */
export async function askAgain(refetch: () => Promise<unknown>): Promise<void> {
  const answered = new Set<string>();
  answeredThisRound = answered;
  try {
    await refetch();
  } finally {
    if (answeredThisRound === answered) answeredThisRound = null;
  }
  const unanswered = [...keptSince.keys()].filter((path) => !answered.has(path));
  if (unanswered.length === 0) return;
  keptSince = new Map(keptSince);
  for (const path of unanswered) keptSince.delete(path);
  emit();
}

/** The oldest time among the answers shown from the copy, or null when everything shown is fresh. */
export function oldestKeptAnswer(): string | null {
  let oldest: string | null = null;
  for (const storedAt of keptSince.values()) if (oldest === null || storedAt < oldest) oldest = storedAt;
  return oldest;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useOldestKeptAnswer(): string | null {
  return useSyncExternalStore(subscribe, oldestKeptAnswer, () => null);
}

/**
 * How many screens show "This screen did not open" right now. While one does, it shows nothing kept, so
 * the banner must not say "showing what we had at …": the failed screen's own message is the one said.
 */
let failedScreens = 0;

/** The failed screen's message is on show; the returned function takes it off (the screen opened, or was left). */
export function noteScreenDidNotOpen(): () => void {
  failedScreens += 1;
  emit();
  let done = false;
  return () => {
    if (done) return;
    done = true;
    failedScreens -= 1;
    emit();
  };
}

export function useScreenDidNotOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => failedScreens > 0,
    () => false,
  );
}

/**
 * Sign-out (or a session that ended): the person's kept answers leave the phone, so whoever picks it up
 * next sees none of them, online or not. The shell and code stay: they hold nothing personal.
 */
export async function forgetOfflineData(): Promise<void> {
  clearKeptNotes();
  // The worker also drops what is still on its way: an answer asked for before sign-out is not kept.
  if (typeof navigator !== 'undefined') navigator.serviceWorker?.controller?.postMessage({ type: FORGET_MESSAGE });
  if (typeof caches === 'undefined') return;
  await caches.delete(DATA_CACHE).catch(() => false);
}

function subscribeOnline(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Whether the phone says it has a connection, kept current by its online/offline events. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

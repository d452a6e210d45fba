import { vi } from 'vitest';

/**
 * A clock that moves only when the test moves it, for a screen's test that waits on what the screen draws.
 * Testing Library's waits (findBy*, waitFor) recognise fake timers through a `jest` global: between checks
 * they move this clock by their interval, inside act(), and their time-out counts these fake milliseconds.
 * The screen's work then runs to the end at each step however long the machine takes over it, so a busy
 * machine makes the test slower, never wrong; and a countdown or a refetch every 2 s moves only when told.
 * Call it in `beforeEach`; `vi.useRealTimers()` and `vi.unstubAllGlobals()` in `afterEach` undo it.
 */
export function useFakeClock(): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
}

/**
 * A screen's test then waits on nothing but the work it does; what is left to bound is a test that hangs.
 * A journey through a screen costs one to two seconds of CPU here (React's development build, StrictMode's
 * double renders, happy-dom): Vitest's 5 s default would fail it on a busy machine, this does not.
 */
export const SCREEN_TEST_TIMEOUT_MS = 30_000;

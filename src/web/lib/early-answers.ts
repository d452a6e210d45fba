import { EARLY_ANSWER_LIFETIME_MS, EARLY_ANSWERS_GLOBAL } from '../../shared/web/early-reads';

/**
 * Answers the page's boot script asked for before the app's code arrived (ADR 0045): the ID token, the
 * product sign-in made with it, and the first screen's reads (shared/web/early-reads.ts). The one way
 * (lib/api.ts `request`) takes each at most once, only in the first seconds of the page, and only the
 * sign-in made with the very token the app holds; anything else is asked afresh as before.
 */
interface EarlyAnswers {
  /** When the boot script asked (Date.now()). */
  at: number;
  /** `GET <path>` → its answer. */
  answers: Record<string, Promise<Response> | undefined>;
  /** The product sign-in, and the ID token it was made with (null: the token could not be had). */
  login?: Promise<{ idToken: string; response: Promise<Response> } | null>;
}

const LOGIN_PATH = '/api/auth/login';

function earlyAnswers(): EarlyAnswers | null {
  if (typeof window === 'undefined') return null;
  const early = (window as unknown as Record<string, EarlyAnswers | undefined>)[EARLY_ANSWERS_GLOBAL];
  if (!early) return null;
  if (Date.now() - early.at > EARLY_ANSWER_LIFETIME_MS) {
    forgetEarlyAnswers();
    return null;
  }
  return early;
}

/** Whether a call may have been asked early: the reads, and the product sign-in. */
export const mayBeAskedEarly = (method: string, path: string) => method === 'GET' || (method === 'POST' && path === LOGIN_PATH);

/**
 * The early answer to this call, taken (it is never given twice); null when there is none, it is too old,
 * it was made with another token, or asking it failed (offline: the caller asks itself, and is told so).
 */
export async function takeEarlyAnswer(method: string, path: string, body: unknown): Promise<Response | null> {
  const early = earlyAnswers();
  if (!early) return null;
  try {
    if (method === 'POST' && path === LOGIN_PATH) {
      const login = early.login;
      early.login = undefined;
      const made = login ? await login : null;
      const idToken = (body as { idToken?: unknown } | undefined)?.idToken;
      return made && made.idToken === idToken ? await made.response : null;
    }
    const key = `${method} ${path}`;
    const answer = early.answers[key];
    delete early.answers[key];
    return answer ? await answer : null;
  } catch {
    return null;
  }
}

/** Signed out (or the answers are too old): nothing asked early may be taken any more. */
export function forgetEarlyAnswers(): void {
  if (typeof window !== 'undefined') delete (window as unknown as Record<string, unknown>)[EARLY_ANSWERS_GLOBAL];
}

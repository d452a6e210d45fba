// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_ANSWER_LIFETIME_MS, EARLY_ANSWERS_GLOBAL } from '../../shared/web/early-reads';
import { request } from './api';
import { forgetEarlyAnswers } from './early-answers';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** What the boot script leaves on the page (src/server/features/site/boot-script.ts). */
function leaveEarlyAnswers(answers: Record<string, Promise<Response>>, login?: { idToken: string; body: unknown }, at = Date.now()) {
  (window as unknown as Record<string, unknown>)[EARLY_ANSWERS_GLOBAL] = {
    at,
    answers,
    login: Promise.resolve(login ? { idToken: login.idToken, response: Promise.resolve(json(login.body)) } : null),
  };
}

let network: ReturnType<typeof vi.fn>;
beforeEach(() => {
  network = vi.fn(async () => json({ from: 'network' }));
  vi.stubGlobal('fetch', network);
});
afterEach(() => {
  forgetEarlyAnswers();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('answers the page asked for before the app arrived (ADR 0045)', () => {
  it('answers a read once from the page, then asks the network', async () => {
    leaveEarlyAnswers({ 'GET /api/transactions': Promise.resolve(json({ from: 'page' })) });
    expect(await request('/api/transactions')).toEqual({ from: 'page' });
    expect(network).not.toHaveBeenCalled();
    expect(await request('/api/transactions')).toEqual({ from: 'network' });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('takes the early sign-in only when it was made with the token the app holds', async () => {
    leaveEarlyAnswers({}, { idToken: 'token-a', body: { user: { id: 'early' } } });
    expect(await request('/api/auth/login', { body: { idToken: 'token-b' }, bearer: false })).toEqual({ from: 'network' });
    leaveEarlyAnswers({}, { idToken: 'token-a', body: { user: { id: 'early' } } });
    expect(await request('/api/auth/login', { body: { idToken: 'token-a' }, bearer: false })).toEqual({ user: { id: 'early' } });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('never answers a change other than the sign-in from the page', async () => {
    leaveEarlyAnswers({ 'POST /api/topups': Promise.resolve(json({ from: 'page' })) });
    expect(await request('/api/topups', { body: {} })).toEqual({ from: 'network' });
  });

  it('asks afresh when the page asked too long ago, and forgets what it had', async () => {
    leaveEarlyAnswers({ 'GET /api/wallet': Promise.resolve(json({ from: 'page' })) }, undefined, Date.now() - EARLY_ANSWER_LIFETIME_MS - 1);
    expect(await request('/api/wallet')).toEqual({ from: 'network' });
    expect((window as unknown as Record<string, unknown>)[EARLY_ANSWERS_GLOBAL]).toBeUndefined();
  });

  it('asks itself when the page could not (offline then): the answer is the network’s, with its usual errors', async () => {
    leaveEarlyAnswers({ 'GET /api/wallet': Promise.reject(new TypeError('Failed to fetch')) });
    expect(await request('/api/wallet')).toEqual({ from: 'network' });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('answers nothing after sign-out', async () => {
    leaveEarlyAnswers({ 'GET /api/wallet': Promise.resolve(json({ from: 'page' })) });
    forgetEarlyAnswers();
    expect(await request('/api/wallet')).toEqual({ from: 'network' });
  });
});

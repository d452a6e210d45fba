import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_SCREEN, PARAM_SCREENS, SIGNED_IN_SCREENS, SIGNED_OUT_SCREENS, WELCOME_SCREEN, screenFor } from './screens';

describe('which screen answers which path (docs/product-rules.md#access-by-state)', () => {
  it('names files that exist under src/web (the router loads them, the server preloads them)', () => {
    const sources = [
      ...Object.values(SIGNED_OUT_SCREENS),
      ...Object.values(SIGNED_IN_SCREENS),
      ...Object.values(PARAM_SCREENS),
      WELCOME_SCREEN,
      NOT_FOUND_SCREEN,
    ];
    for (const source of sources) expect(existsSync(path.join('src/web', source)), source).toBe(true);
  });

  it('signed out: the forms at /login and /register, the welcome screen everywhere else', () => {
    expect(screenFor('/login', false)).toBe('features/auth/LoginPage.tsx');
    expect(screenFor('/register', false)).toBe('features/auth/RegisterPage.tsx');
    expect(screenFor('/', false)).toBe(WELCOME_SCREEN);
    expect(screenFor('/history', false)).toBe(WELCOME_SCREEN);
  });

  it('signed in: the dashboard at /, /login and /register, Not found at a path of no screen', () => {
    expect(screenFor('/', true)).toBe('features/dashboard/DashboardPage.tsx');
    expect(screenFor('/login', true)).toBe('features/dashboard/DashboardPage.tsx');
    expect(screenFor('/history', true)).toBe('features/topups/HistoryPage.tsx');
    expect(screenFor('/nowhere', true)).toBe(NOT_FOUND_SCREEN);
  });

  it('a link with a token (a request for credit, a family plan invitation) shows its screen, signed in or out', () => {
    for (const signedIn of [false, true]) {
      expect(screenFor('/r/abc', signedIn)).toBe('features/credit-requests/RequestPage.tsx');
      expect(screenFor('/pot/abc', signedIn)).toBe('features/pots/PotInvitePage.tsx');
    }
    expect(screenFor('/family', true)).toBe('features/pots/FamilyPage.tsx');
    expect(screenFor('/family', false)).toBe(WELCOME_SCREEN);
  });
});

// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_ANSWERS_GLOBAL } from '../../../shared/web/early-reads.js';
import { BOOT_SCRIPT } from './boot-script.js';

interface EarlyAnswers {
  answers: Record<string, Promise<Response>>;
  login: Promise<{ idToken: string; response: Promise<Response> } | null>;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The page as the server writes it for a signed-in screen: the root, and the script's data- attributes. */
function runBootScript(early: string[]) {
  document.body.innerHTML = '<div id="root"></div>';
  const script = document.createElement('script');
  script.setAttribute('data-entry', '/assets/index.js');
  script.setAttribute('data-preload', '[]');
  script.setAttribute('data-early', JSON.stringify(early));
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  // The app's code is asked for, not run: this test is about what the page asks before it comes.
  vi.spyOn(document.head, 'appendChild').mockImplementation((node) => node);
  new Function(BOOT_SCRIPT)();
  expect(document.head.appendChild).toHaveBeenCalledWith(expect.objectContaining({ src: expect.stringContaining('/assets/index.js') }));
  return (window as unknown as Record<string, EarlyAnswers>)[EARLY_ANSWERS_GLOBAL]!;
}

let network: ReturnType<typeof vi.fn>;
let releaseToken: (response: Response) => void;
beforeEach(() => {
  const token = new Promise<Response>((resolve) => (releaseToken = resolve));
  network = vi.fn((path: string) => (path === '/api/identity/token' ? token : Promise.resolve(json({ user: { id: 'u1' } }))));
  vi.stubGlobal('fetch', network);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete (window as unknown as Record<string, unknown>)[EARLY_ANSWERS_GLOBAL];
});

describe('the boot script’s early asks (ADR 0045)', () => {
  it('asks for the token and the screen’s reads at once, and reads the time zone only for the sign-in', async () => {
    const timeZones = vi.spyOn(Intl, 'DateTimeFormat');
    const early = runBootScript(['/api/wallet']);

    expect(network.mock.calls.map(([path]) => path)).toEqual(['/api/identity/token', '/api/wallet']);
    for (const [, init] of network.mock.calls) expect(init.headers).not.toHaveProperty('x-timezone');
    // Intl's first call loads the time zone data: not in the boot task, which paints nothing until it ends.
    expect(timeZones).not.toHaveBeenCalled();

    releaseToken(json({ token: 'id-token' }));
    const login = await early.login;
    expect(login?.idToken).toBe('id-token');
    const [path, init] = network.mock.calls.at(-1)!;
    expect(path).toBe('/api/auth/login');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: JSON.stringify({ idToken: 'id-token' }) });
    expect(init.headers['x-timezone']).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(init.headers['content-type']).toBe('application/json');
  });

  it('signs in with nothing when there is no token (signed out), and never reads the time zone', async () => {
    const timeZones = vi.spyOn(Intl, 'DateTimeFormat');
    const early = runBootScript([]);
    releaseToken(json({ message: 'signed out' }, 401));
    expect(await early.login).toBeNull();
    expect(network.mock.calls.map(([path]) => path)).toEqual(['/api/identity/token']);
    expect(timeZones).not.toHaveBeenCalled();
  });
});

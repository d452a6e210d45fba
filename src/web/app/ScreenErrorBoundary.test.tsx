// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../i18n';
import { lazyScreen } from './lazy-screen';
import { ScreenErrorBoundary } from './ScreenErrorBoundary';

const chunkError = () => new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/HistoryPage-1a2b.js');
const History: ComponentType = () => <h1>History</h1>;

/** A screen whose download fails `failures` times, then succeeds. */
function flakyScreen(failures: number) {
  let calls = 0;
  const load = vi.fn(async () => {
    calls++;
    if (calls <= failures) throw chunkError();
    return { default: History };
  });
  return { Screen: lazyScreen(load), load };
}

function renderScreen(Screen: ComponentType, reload = vi.fn()) {
  render(
    <ScreenErrorBoundary resetKey="/history" reload={reload}>
      <Suspense fallback={<p>Loading</p>}>
        <Screen />
      </Suspense>
    </ScreenErrorBoundary>,
  );
  return reload;
}

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

describe('a screen that fails to load', () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports each caught error
  });
  afterEach(async () => {
    cleanup();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    sessionStorage.clear();
    await i18n.changeLanguage('en');
  });

  it('offline: says so instead of a blank page, and Try again downloads it again', async () => {
    setOnline(false);
    const { Screen, load } = flakyScreen(1);
    const reload = renderScreen(Screen);
    expect(await screen.findByRole('heading', { name: 'This screen did not open' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(i18n.t('screenError.offline'));
    expect(reload).not.toHaveBeenCalled(); // reloading offline would show the browser's own error page

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'History' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads the screen by itself when the connection returns', async () => {
    setOnline(false);
    const { Screen } = flakyScreen(1);
    renderScreen(Screen);
    await screen.findByRole('heading', { name: 'This screen did not open' });
    act(() => setOnline(true));
    expect(await screen.findByRole('heading', { name: 'History' })).toBeTruthy();
  });

  it('online, with Kredi answering (a deploy renamed the files): reloads the page once, not again', async () => {
    setOnline(true);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 200 })),
    );
    const { Screen } = flakyScreen(5);
    const reload = renderScreen(Screen);
    await screen.findByRole('heading', { name: 'This screen did not open' });
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'This screen did not open' });
    expect(screen.getByRole('alert').textContent).toBe(i18n.t('screenError.download'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a screen that breaks while drawing offers Try again too', async () => {
    setOnline(true);
    let broken = true;
    const Broken: ComponentType = () => {
      if (broken) throw new Error('boom');
      return <h1>Fixed</h1>;
    };
    const reload = renderScreen(Broken);
    expect(screen.getByRole('alert').textContent).toBe(i18n.t('screenError.generic'));
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Fixed' })).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
  });
});

// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { localeOf } from '../../shared/i18n/languages';
import { i18n, initI18n } from '../i18n';
import { LanguageProvider } from '../i18n/language';
import { forgetOfflineData, noteAnswer } from '../lib/offline-data';
import { ConnectionBanner } from './ConnectionBanner';

function renderBanner() {
  return render(
    <I18nextProvider i18n={i18n}>
      <LanguageProvider>
        <ConnectionBanner />
      </LanguageProvider>
    </I18nextProvider>,
  );
}

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => void window.dispatchEvent(new Event(offline ? 'offline' : 'online')));
}

describe('ConnectionBanner', () => {
  beforeAll(async () => {
    await initI18n('ht');
  });
  afterEach(async () => {
    cleanup();
    vi.restoreAllMocks();
    await forgetOfflineData();
  });

  it('online with fresh answers: says nothing', () => {
    renderBanner();
    expect(screen.queryByTestId('connection-banner')).toBeNull();
  });

  it('offline: says so in the chosen language, then names the time of the oldest kept copy; gone once fresh', () => {
    renderBanner();
    goOffline(true);
    expect(screen.getByRole('status')).toHaveProperty('textContent', i18n.t('offline.bannerNoCopy'));

    const today = new Date();
    today.setHours(9, 41, 0, 0);
    act(() => noteAnswer('/api/wallet', today.toISOString()));
    const time = new Intl.DateTimeFormat(localeOf('ht'), { timeStyle: 'short' }).format(today);
    expect(screen.getByRole('status').textContent).toBe(i18n.t('offline.banner', { time }));
    expect(screen.getByRole('status').textContent).toContain('9:41');

    goOffline(false); // online, but still showing the copy (a weak connection)
    expect(screen.getByRole('status').textContent).toBe(i18n.t('offline.bannerWeak', { time }));
    act(() => noteAnswer('/api/wallet', null)); // the fresh answer arrived
    expect(screen.queryByTestId('connection-banner')).toBeNull();
  });
});

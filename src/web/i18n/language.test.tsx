// @vitest-environment happy-dom
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from './index';
import { LanguageProvider, useLanguage } from './language';

function Probe() {
  const { language, setLanguage } = useLanguage();
  return (
    <button type="button" onClick={() => setLanguage('ht')}>
      {language}:{i18n.t('welcome.getStarted')}
    </button>
  );
}

describe('LanguageProvider', () => {
  beforeAll(async () => {
    await initI18n('en');
  });

  it('switches every string at once, saves the choice under "language" and sets <html lang>', async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <LanguageProvider>
          <Probe />
        </LanguageProvider>
      </I18nextProvider>,
    );
    expect(screen.getByRole('button').textContent).toBe('en:Get started');
    await act(async () => screen.getByRole('button').click());
    // The Kreyòl catalog downloads first; then the language and every string change together, never a key.
    await waitFor(() => expect(screen.getByRole('button').textContent).toBe('ht:Kòmanse'));
    expect(window.localStorage.getItem('language')).toBe('ht');
    expect(document.documentElement.lang).toBe('ht');
  });

  it('refuses to be used outside its provider, with the spec message', () => {
    expect(() => renderHook(() => useLanguage())).toThrow('useLanguage must be used within a LanguageProvider');
  });
});

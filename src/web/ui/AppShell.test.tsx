// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../i18n';
import { LanguageProvider } from '../i18n/language';
import { AppShell } from './AppShell';
import { ShellPersonProvider, type ShellPerson } from './shell-person';

function renderShell(person: ShellPerson | null) {
  return render(
    <I18nextProvider i18n={i18n}>
      <LanguageProvider>
        <ShellPersonProvider person={person}>
          <MemoryRouter initialEntries={['/dashboard']}>
            <AppShell title="Home">content</AppShell>
          </MemoryRouter>
        </ShellPersonProvider>
      </LanguageProvider>
    </I18nextProvider>,
  );
}

describe('AppShell', () => {
  afterEach(cleanup);

  beforeAll(async () => {
    await initI18n('ht');
  });

  it('draws the bottom navigation with hidden SVG icons (no emoji) and names each link by its word', async () => {
    await i18n.changeLanguage('ht');
    renderShell({ firstName: 'marie', isAdmin: false });
    const nav = screen.getByRole('navigation', { name: i18n.t('nav.label') });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(
      ['home', 'wallet', 'history', 'rewards', 'profile'].map((key) => i18n.t(`nav.${key}`)),
    );
    for (const link of links) {
      const icon = link.querySelector('svg');
      expect(icon?.getAttribute('aria-hidden')).toBe('true');
      expect(link.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
    }
  });

  it("shows the person's initial and, for an admin only, the admin button", async () => {
    await i18n.changeLanguage('en');
    const { unmount } = renderShell({ firstName: 'marie', isAdmin: true });
    expect(screen.getByTestId('avatar').textContent).toBe('M');
    expect(screen.getByTestId('admin-panel-button').textContent).toBe('Admin');
    unmount();
    renderShell({ firstName: 'Jean', isAdmin: false });
    expect(screen.getByTestId('avatar').textContent).toBe('J');
    expect(screen.queryByTestId('admin-panel-button')).toBeNull();
  });
});

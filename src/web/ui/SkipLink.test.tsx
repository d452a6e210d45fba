// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AuthLayout } from '../features/auth/AuthLayout';
import { i18n, initI18n } from '../i18n';
import { LanguageProvider } from '../i18n/language';
import { AppShell } from './AppShell';
import { ShellPersonProvider } from './shell-person';

function renderIn(layout: ReactNode) {
  return render(
    <I18nextProvider i18n={i18n}>
      <LanguageProvider>
        <ShellPersonProvider person={{ firstName: 'Marie', isAdmin: false }}>
          <MemoryRouter initialEntries={['/dashboard']}>{layout}</MemoryRouter>
        </ShellPersonProvider>
      </LanguageProvider>
    </I18nextProvider>,
  );
}

const LAYOUTS = {
  'the signed-in shell': <AppShell title="Home">content</AppShell>,
  'the sign-in layout': (
    <AuthLayout title="Sign in" subtitle="Welcome back">
      content
    </AuthLayout>
  ),
};

describe('skip link', () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  afterEach(cleanup);

  it.each(Object.entries(LAYOUTS))('is the first focusable element of %s and moves focus to <main>', async (_, layout) => {
    await i18n.changeLanguage('en');
    const { container } = renderIn(layout);
    const first = container.querySelector('a[href], button, input, [tabindex="0"]');
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(first).toBe(skip);

    const main = screen.getByRole('main');
    expect(skip.getAttribute('href')).toBe(`#${main.id}`);
    expect(main.tabIndex).toBe(-1); // reachable by the link, not a Tab stop of its own
    fireEvent.click(skip);
    expect(document.activeElement).toBe(main);
  });

  it.each([
    ['fr', 'Aller au contenu principal'],
    ['es', 'Saltar al contenido principal'],
    ['pt', 'Pular para o conteúdo principal'],
    ['ht', 'Ale dirèkteman nan kontni an'],
  ])('is worded in %s', async (code, words) => {
    await i18n.changeLanguage(code);
    renderIn(LAYOUTS['the signed-in shell']);
    expect(screen.getByRole('link', { name: words })).toBeTruthy();
  });
});

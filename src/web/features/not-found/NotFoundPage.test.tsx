// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../i18n';
import NotFoundPage from './NotFoundPage';

describe('NotFoundPage', () => {
  beforeAll(async () => {
    await initI18n('fr');
  });

  it('names the missing path in the chosen language and offers the way home', async () => {
    await i18n.changeLanguage('fr');
    render(
      <MemoryRouter initialEntries={['/nowhere-to-be-found']}>
        <NotFoundPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page introuvable');
    expect(screen.getByText(/\/nowhere-to-be-found/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' }).getAttribute('href')).toBe('/');
  });
});

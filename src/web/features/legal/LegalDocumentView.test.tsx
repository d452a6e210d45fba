// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LanguageProvider } from '../../i18n/language';
import { i18n, initI18n } from '../../i18n';
import { privacyPolicy } from './content/privacy';
import { termsOfService } from './content/terms';
import { LegalDocumentView, linkify } from './LegalDocumentView';
import PrivacyPolicyPage from './PrivacyPolicyPage';
import TermsOfServicePage from './TermsOfServicePage';

describe('LegalDocumentView', () => {
  beforeAll(async () => {
    await initI18n('fr');
  });
  afterEach(cleanup);

  it('draws the title, the date, a table of contents and every section under its own heading', () => {
    const doc = privacyPolicy.fr;
    render(
      <MemoryRouter>
        <LegalDocumentView doc={doc} language="fr" />
      </MemoryRouter>,
    );

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Politique de confidentialité');
    expect(screen.getByText('Dernière mise à jour : 21 novembre 2026')).toBeTruthy();

    const headings = screen.getAllByRole('heading', { level: 2 });
    expect(headings.map((h) => h.textContent?.replace(/^\d+\.\s*/, ''))).toEqual(doc.sections.map((s) => s.heading));

    const toc = screen.getByRole('navigation', { name: 'Sommaire' });
    const links = within(toc).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(doc.sections.map((s) => `#${s.id}`));

    for (const section of doc.sections) {
      const region = screen.getByRole('region', { name: section.heading });
      expect(region.id).toBe(section.id);
      expect(within(region).getAllByRole('paragraph').length).toBe(section.paragraphs.length);
    }
  });

  it('turns email addresses into mailto links and app paths into in-app links', () => {
    render(
      <MemoryRouter>
        <LegalDocumentView doc={termsOfService.en} language="en" />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('link', { name: 'support@kredi.app' })[0]!.getAttribute('href')).toBe('mailto:support@kredi.app');
    expect(screen.getByRole('link', { name: '/service-fees' }).getAttribute('href')).toBe('/service-fees');
  });

  it('leaves "24/7" and plain text alone', () => {
    expect(linkify('Available 24/7 by chat.')).toEqual(['Available 24/7 by chat.']);
    const parts = linkify('Write to privacy@kredi.app.');
    expect(parts[0]).toBe('Write to ');
    expect(parts[2]).toBe('.');
  });
});

describe('legal pages', () => {
  beforeAll(async () => {
    await initI18n('ht');
  });
  afterEach(cleanup);

  function renderPage(page: ReactNode) {
    return render(
      <I18nextProvider i18n={i18n}>
        <LanguageProvider>
          <MemoryRouter>{page}</MemoryRouter>
        </LanguageProvider>
      </I18nextProvider>,
    );
  }

  it('shows the terms in the chosen language with a Back link to Settings', async () => {
    await i18n.changeLanguage('ht');
    renderPage(<TermsOfServicePage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(termsOfService.ht.title);
    expect(screen.getByRole('link', { name: /Retounen/ }).getAttribute('href')).toBe('/settings');
  });

  it('shows the privacy policy in the chosen language', async () => {
    await i18n.changeLanguage('es');
    renderPage(<PrivacyPolicyPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Política de privacidad');
    expect(screen.getByRole('link', { name: /Volver/ }).getAttribute('href')).toBe('/settings');
    expect(screen.getByRole('article').getAttribute('lang')).toBe('es');
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { StrictMode, type ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router';
import { LanguageProvider } from '../i18n/language';
import { i18n } from '../i18n';

/** Shows where a screen navigated to, query included. */
function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

/**
 * Renders a wallet screen the way the app does, under a root-level StrictMode (React double-runs effects
 * only when StrictMode is at the root), with the app's query defaults. Auth is mocked by the test file.
 */
export function renderStrict(ui: ReactElement, path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });
  const result = render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <LanguageProvider>
            <MemoryRouter initialEntries={[path]}>
              {ui}
              <Where />
            </MemoryRouter>
          </LanguageProvider>
        </I18nextProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
  return { ...result, queryClient };
}

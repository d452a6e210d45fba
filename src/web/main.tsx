import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { reportWebVitals } from './app/vitals';
import { registerServiceWorker } from './lib/service-worker';
import { initI18n, initialLanguage } from './i18n';
import './styles.css';

async function start() {
  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('Root element not found');
  const language = initialLanguage(window.location.pathname);
  await initI18n(language);
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // The server wrote this screen into the page in this language (ADR 0038): adopt it instead of drawing it
  // again (prerender.test.tsx checks nothing written is redrawn). Otherwise (the loader) draw.
  if (rootElement.dataset.prerendered === language) hydrateRoot(rootElement, app);
  else createRoot(rootElement).render(app);
}

void start();
reportWebVitals();
registerServiceWorker();

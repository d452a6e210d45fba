import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { reportWebVitals } from './app/vitals';
import { registerServiceWorker } from './lib/service-worker';
import { initI18n, initialLanguage } from './i18n';
import './styles.css';

async function start() {
  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('Root element not found');
  await initI18n(initialLanguage(window.location.pathname));
  createRoot(rootElement).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
reportWebVitals();
registerServiceWorker();

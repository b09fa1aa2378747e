import { createRoot } from 'react-dom/client';
import { StrictMode } from 'react';
import { siteLocaleConfig } from '../config/sites';
import { resolveLocaleFromUrl } from '../domain/site-locale/resolve';
import { App } from './app';
import { createI18n } from './i18n/create-i18n';
import { registerServiceWorker } from './pwa/service-worker-updates';

async function start(): Promise<void> {
  registerServiceWorker();
  const url = `${window.location.pathname}${window.location.search}`;
  const locale = resolveLocaleFromUrl(url, siteLocaleConfig);
  const i18nInstance = await createI18n(locale.id);
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(
    <StrictMode>
      <App i18nInstance={i18nInstance} />
    </StrictMode>,
  );
}

void start();

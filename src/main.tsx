import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { activateLanguage } from './i18n/i18n.ts';
import { languageOfPath } from './i18n/locale.ts';
import { registerServiceWorker } from './app/registerServiceWorker.ts';

// The page's language catalog is loaded before the first render, so no English flashes on /de/.
await activateLanguage(languageOfPath(location.pathname));

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

registerServiceWorker();

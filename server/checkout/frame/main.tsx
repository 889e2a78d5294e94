import { I18nProvider } from '@lingui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { bootFrame } from './frameController.ts';
import { i18n } from './i18n.ts';
import './frame.css';

// The language catalog is loaded during boot, before the first render, so no English flashes.
await bootFrame(window);

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');
createRoot(root).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <App />
    </I18nProvider>
  </StrictMode>,
);

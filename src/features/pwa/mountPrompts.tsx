// Mounts the install offer and the update notice in a small React root of their own, beside the
// app's: the shell carries no code for them until the browser offers installing or a new
// version waits (src/app/registerServiceWorker.ts). Mounted once.

import { I18nProvider } from '@lingui/react';
import { Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import type { PwaSignals } from '../../app/registerServiceWorker.ts';
import { i18n } from '../../i18n/i18n.ts';
import PwaPrompts from './PwaPrompts.tsx';
import { takeSignals } from './pwaState.ts';

let mounted = false;

/** Takes the latest signals; the first call mounts the prompts. */
export function mountPrompts(signals: PwaSignals): void {
  takeSignals(signals);
  if (mounted) return;
  mounted = true;
  const host = document.createElement('div');
  host.dataset.testid = 'pwa-prompts';
  document.body.append(host);
  createRoot(host).render(
    <I18nProvider i18n={i18n}>
      <Suspense fallback={null}>
        <PwaPrompts />
      </Suspense>
    </I18nProvider>,
  );
}

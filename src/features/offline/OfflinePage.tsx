// The page shown offline for a page never visited online (PWA issue): never a blank screen or a
// browser error, but a translated note and the pages saved for offline reading.

import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { RouteLink } from '../../app/RouteLink.tsx';
import { TOKEN_KEY } from '../../contract/storageKeys.ts';
import { useLaterTexts } from '../../i18n/useLaterTexts.ts';
import { readLocal } from '../../lib/storage.ts';
import { type SavedPage, savedActors } from './savedPages.ts';

export function OfflinePage() {
  useLaterTexts();
  const [saved, setSaved] = useState<SavedPage[] | null>(null);
  useEffect(() => {
    let current = true;
    savedActors(readLocal(TOKEN_KEY)).then(
      (list) => current && setSaved(list),
      () => current && setSaved([]),
    );
    return () => {
      current = false;
    };
  }, []);
  return (
    <main className="page offline-page" data-testid="offline-page">
      <h1>
        <Trans>You are offline</Trans>
      </h1>
      <p>
        <Trans>This page has not been saved on this device yet. It opens as soon as you are back online.</Trans>
      </p>
      {saved && saved.length > 0 ? (
        <section>
          <h2>
            <Trans>Saved for offline</Trans>
          </h2>
          <ul className="offline-saved" data-testid="offline-saved">
            {saved.map((actor) => (
              <li key={actor.id}>
                <RouteLink to="actorProfile" params={{ actorName: actor.actorName.toLowerCase() }}>
                  {actor.title}
                </RouteLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p>
        <RouteLink to="myOfflinePages">
          <Trans>What is saved on this device</Trans>
        </RouteLink>
      </p>
      <p>
        <RouteLink to="home">
          <Trans>Back to the start page</Trans>
        </RouteLink>
      </p>
    </main>
  );
}

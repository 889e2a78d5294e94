// The storage settings (issue 22 point 7, route myOfflinePages): the pages saved for offline
// reading with what each takes, the total and the browser's estimate, and removing one page or
// all. Open logged out too: saved pages belong to the device (logout drops them anyway).

import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import type { PageProps } from '../../app/pages.ts';
import { RouteLink } from '../../app/RouteLink.tsx';
import { formatBytes } from '../../contract/savedPageRules.ts';
import { TOKEN_KEY } from '../../contract/storageKeys.ts';
import { useLaterTexts } from '../../i18n/useLaterTexts.ts';
import { readLocal } from '../../lib/storage.ts';
import { removeAllSavedPages, removeSavedPage, type SavedPage, type SavedSummary, savedSummary, storageEstimate } from './savedPages.ts';
import './savedPages.css';

function PageLink({ page }: { page: SavedPage }) {
  if (page.kind === 'actor') {
    return (
      <RouteLink to="actorProfile" params={{ actorName: page.actorName.toLowerCase() }}>
        {page.title}
      </RouteLink>
    );
  }
  return (
    <RouteLink to="actorAlbum" params={{ actorName: page.actorName.toLowerCase(), albumId: String(page.albumId) }}>
      {page.title}
    </RouteLink>
  );
}

export default function SavedPagesPage(_props: PageProps) {
  useLaterTexts();
  const { t, i18n } = useLingui();
  const [summary, setSummary] = useState<SavedSummary | null>(null);
  const [estimate, setEstimate] = useState<{ usage: number; quota: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const size = (bytes: number) => formatBytes(bytes, i18n.locale);

  const load = useCallback(async () => {
    const [next, figures] = await Promise.all([
      savedSummary(readLocal(TOKEN_KEY)).catch(() => ({ pages: [], totalBytes: 0 })),
      storageEstimate().catch(() => null),
    ]);
    setSummary(next);
    setEstimate(figures);
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const change = async (action: () => Promise<void>) => {
    setBusy(true);
    await action().catch(() => undefined);
    await load();
    setBusy(false);
  };

  return (
    <main className="page saved-pages-page" data-testid="saved-pages-page">
      <h1>
        <Trans>Saved for offline</Trans>
      </h1>
      <p>
        <Trans>
          The performer and video pages you open are kept on this device, so they open without a connection. Lists and images are kept for a
          while and make room by themselves.
        </Trans>
      </p>
      {!summary ? (
        <div aria-busy="true">
          <span className="spinner" aria-hidden="true" />
          <span className="visually-hidden">
            <Trans>Loading…</Trans>
          </span>
        </div>
      ) : (
        <>
          {summary.pages.length === 0 ? (
            <p data-testid="saved-pages-empty">
              <Trans>Nothing is saved yet. Pages you open while online are saved as you go.</Trans>
            </p>
          ) : (
            <>
              <ul className="saved-pages" data-testid="saved-pages-list" aria-busy={busy}>
                {summary.pages.map((page) => (
                  <li key={page.id} className="saved-pages__item" data-testid="saved-page" data-page-id={page.id}>
                    <span className="saved-pages__what">
                      <PageLink page={page} />
                      <span className="saved-pages__meta">
                        {page.kind === 'actor' ? t`Performer` : t`Video by ${page.actorName}`} ·{' '}
                        <span data-testid="saved-page-size">{size(page.bytes)}</span>
                      </span>
                    </span>
                    <button
                      type="button"
                      className="button"
                      disabled={busy}
                      aria-label={t`Remove ${page.title}`}
                      onClick={() => void change(() => removeSavedPage(page, summary.pages))}
                    >
                      <Trans>Remove</Trans>
                    </button>
                  </li>
                ))}
              </ul>
              <p className="saved-pages__note">
                <Trans>Removing a performer also removes the saved videos of that performer: they show the performer's page.</Trans>
              </p>
            </>
          )}
          <dl className="saved-pages__totals">
            <dt>
              <Trans>Saved pages in total</Trans>
            </dt>
            <dd data-testid="saved-total">{size(summary.totalBytes)}</dd>
            {estimate ? (
              <>
                <dt>
                  <Trans>This site on this device</Trans>
                </dt>
                <dd data-testid="storage-estimate">
                  <Trans>
                    {size(estimate.usage)} of {size(estimate.quota)} available
                  </Trans>
                </dd>
              </>
            ) : null}
          </dl>
          <button
            type="button"
            className="button"
            data-testid="saved-remove-all"
            disabled={busy || summary.totalBytes === 0}
            onClick={() => void change(removeAllSavedPages)}
          >
            <Trans>Remove all saved pages</Trans>
          </button>
        </>
      )}
    </main>
  );
}

// The favourite cams page (spec part 1 §2 my-account area /favorite-cams/; §4 Pinning): the
// pinned actors, 50 a page (10 on mobile), each with its pin toggle and its e-mail, SMS and
// push notification settings, this device's push switch, and the favourites online count in the header, live. A logged-out
// guest gets a login or signup prompt whose teaser differs for returning and new guests.

import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useSearch } from 'wouter';
import type { PageProps } from '../../app/pages.ts';
import { RouteLink } from '../../app/RouteLink.tsx';
import { useLaterTexts } from '../../i18n/useLaterTexts.ts';
import { guest } from '../../state/guest.ts';
import { ActorTile } from '../../ui/ActorTile.tsx';
import { ListError, ListSkeleton } from '../../ui/ListState.tsx';
import { toModelTile } from '../cams/actorTiles.ts';
import { listingFilterOf, pageCount } from '../cams/listingRules.ts';
import { Pagination } from '../cams/Pagination.tsx';
import { useColumns } from '../cams/useColumns.ts';
import { openLogin } from '../checkout/index.ts';
import { isPinned, pins } from '../checkout/pins.ts';
import { PushSwitch } from '../push/PushSwitch.tsx';
import { favoritesOnlineShown, favoritesPageSize, pinTeaserFor } from './favoritesRules.ts';
import { isReturningGuest, markReturningGuest } from './returningGuest.ts';
import { favorites, followFavoritesOnline, loadFavorites, resetFavorites, setNotification } from './store.ts';
import '../cams/cams.css';

function usePageSize(): number {
  const [size, setSize] = useState(() => favoritesPageSize(typeof window === 'undefined' ? 1200 : window.innerWidth));
  useEffect(() => {
    const update = () => setSize(favoritesPageSize(window.innerWidth));
    window.addEventListener('resize', update, { passive: true });
    return () => window.removeEventListener('resize', update);
  }, []);
  return size;
}

function FavoritesLoginPrompt() {
  const teaser = pinTeaserFor(isReturningGuest());
  return (
    <section className="favorites-login" data-testid="favorites-login-prompt" data-teaser={teaser}>
      <p>
        {teaser === 'returning' ? (
          <Trans>Welcome back! Log in to see your favorite cams and who of them is online.</Trans>
        ) : (
          <Trans>Sign up for free, pin the cams you like and see at a glance who of them is online.</Trans>
        )}
      </p>
      <div className="favorites-login-actions">
        <button
          type="button"
          className={teaser === 'returning' ? 'button button--primary' : 'button'}
          onClick={() => void openLogin({ screenName: 'login' })}
        >
          <Trans>Log in</Trans>
        </button>
        <button
          type="button"
          className={teaser === 'new' ? 'button button--primary' : 'button'}
          onClick={() => void openLogin({ screenName: 'signup' })}
        >
          <Trans>Sign up for free</Trans>
        </button>
      </div>
    </section>
  );
}

function NotificationToggles({ actorId, name }: { actorId: number; name: string }) {
  const { t } = useLingui();
  const snap = useSnapshot(favorites);
  const setting = snap.settings[actorId];
  const saving = snap.saving[actorId] === true;
  return (
    <fieldset className="favorite-notifications" disabled={saving}>
      <legend className="visually-hidden">{t`Notifications for ${name}`}</legend>
      <label>
        <input
          type="checkbox"
          checked={setting?.emailNotification ?? false}
          onChange={(event) => void setNotification(actorId, 'emailNotification', event.target.checked)}
          data-testid="favorite-email"
        />
        <span>
          <Trans>E-mail when online</Trans>
        </span>
      </label>
      <label>
        <input
          type="checkbox"
          checked={setting?.smsNotification ?? false}
          onChange={(event) => void setNotification(actorId, 'smsNotification', event.target.checked)}
          data-testid="favorite-sms"
        />
        <span>
          <Trans>SMS when online</Trans>
        </span>
      </label>
      <label>
        <input
          type="checkbox"
          checked={setting?.pushNotification ?? true}
          onChange={(event) => void setNotification(actorId, 'pushNotification', event.target.checked)}
          data-testid="favorite-push"
        />
        <span>
          <Trans>Push when online</Trans>
        </span>
      </label>
    </fieldset>
  );
}

export default function FavoritesPage(_props: PageProps) {
  useLaterTexts();
  const live = useSnapshot(guest);
  const snap = useSnapshot(favorites);
  const pinned = useSnapshot(pins);
  const search = useSearch();
  const perPage = usePageSize();
  const columns = useColumns();
  const { page } = listingFilterOf(search);

  useEffect(() => {
    resetFavorites();
    if (live.isLoggedIn) markReturningGuest();
  }, [live.isLoggedIn, live.guestId]);
  useEffect(() => {
    if (live.isLoggedIn) void loadFavorites(page, perPage);
  }, [live.isLoggedIn, live.guestId, page, perPage]);
  useEffect(() => followFavoritesOnline(), []);

  const onlineCount = snap.online ? favoritesOnlineShown(snap.online, (id) => !isPinned(pinned, 'actor', id, true)) : null;
  return (
    <main className="page favorites-page" data-testid="favorites-page">
      <header className="favorites-head">
        <h1>
          <Trans>My favorite cams</Trans>
        </h1>
        {live.isLoggedIn ? (
          // its place is kept while the count is asked for: a header line appearing later
          // (wrapped on a phone) would push the page down
          <p
            className={onlineCount === null ? 'favorites-online favorites-online--pending' : 'favorites-online'}
            aria-hidden={onlineCount === null ? true : undefined}
          >
            <span className="favorites-online-count" data-testid={onlineCount === null ? undefined : 'favorites-online-count'}>
              {onlineCount ?? 0}
            </span>{' '}
            <Trans>online now</Trans>
          </p>
        ) : null}
      </header>
      {!live.isLoggedIn ? (
        <FavoritesLoginPrompt />
      ) : (
        <>
          <p className="favorites-photos-link">
            <RouteLink to="myMediathekPhotos" search="type=pinnedPhotos" data-testid="favorites-pinned-photos">
              <Trans>My pinned photos</Trans>
            </RouteLink>
          </p>
          {snap.status === 'failed' ? (
            <ListError onRetry={() => void loadFavorites(page, perPage)}>
              <Trans>Your favorites could not be loaded.</Trans>
            </ListError>
          ) : null}
          {snap.status === 'loading' && snap.actors.length === 0 ? <ListSkeleton kind="actor" count={perPage} /> : null}
          {snap.settingsFailed ? (
            <p className="listing-note" role="alert">
              <Trans>The notification setting could not be saved.</Trans>
            </p>
          ) : null}
          {snap.status === 'ready' && snap.actors.length === 0 ? (
            <p className="list-state list-state--empty">
              <Trans>You have not pinned any cams yet. Tap the heart on a cam to pin it.</Trans>
            </p>
          ) : null}
          <div data-scroll-anchor="pagination" />
          <ul className="tile-grid" data-testid="tile-grid" data-columns={columns} data-total={snap.total}>
            {snap.actors.map((actor) => (
              <li key={actor.id} className="favorite-item" data-testid="favorite-item" data-actor-id={actor.id}>
                <ActorTile actor={toModelTile(actor)} pinned />
                <NotificationToggles actorId={actor.id} name={actor.name} />
              </li>
            ))}
          </ul>
          <Pagination page={page} pages={pageCount(snap.total, perPage)} />
          {/* Below the grid, once the list settled: the switch knows the device's state only
              after asking the browser and the server; appearing above the grid, or before the
              list replaced its stand-in, it would move. */}
          {snap.status === 'ready' || snap.status === 'failed' ? <PushSwitch /> : null}
        </>
      )}
    </main>
  );
}

// The top cams area (spec part 1 §2 named menu area: best chats, top 100, favourites, video
// call) with every Top cam field of spec part 1 §3. The list and "online only" are in the query
// (`?topCams=`, `?online=1`), so each list has its own link. Also usable on an actor's top cams page.

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation, useSearch } from 'wouter';
import { getTopCams } from '../../api/cams.ts';
import { RouteLink } from '../../app/RouteLink.tsx';
import type { TopCam } from '../../contract/entities.ts';
import { TOP_CAM_TYPES, type TopCamType } from '../../contract/enums.ts';
import { isActorOnline, presence } from '../../state/presence.ts';
import { useWatchedActors } from '../../state/presenceWatch.ts';
import { Price } from '../../ui/Price.tsx';
import { listingFilterOf, listingSearchWith } from './listingRules.ts';
import { SearchLink } from './SearchLink.tsx';
import { satisfactionPercent, TOP_CAMS_PARAM } from './topCamsRules.ts';

export const TOP_CAM_LABELS: Record<TopCamType, MessageDescriptor> = {
  bestChats: msg`Best chats`,
  top100: msg`Top 100`,
  favorites: msg`Favorites`,
  videoCall: msg`Video call`,
};

function TopCamCard({ cam, rank }: { cam: TopCam; rank: number }) {
  const live = useSnapshot(presence);
  useWatchedActors([cam.id]);
  const online = isActorOnline(live, cam.id, cam.online);
  const satisfaction = satisfactionPercent(cam.satisfactionRate);
  const points = cam.rankingPointsVideoCall;
  const pinned = cam.pinnedCount;
  const ratings = cam.ratingCount;
  return (
    <li className="top-cam" data-testid="top-cam" data-actor-id={cam.id} data-online={String(online)}>
      <span className="top-cam-rank">{rank}</span>
      <RouteLink to="actorProfile" params={{ actorName: cam.name }} className="top-cam-link">
        {cam.previewPicture ? (
          <img
            className="top-cam-preview"
            src={cam.previewPicture.src}
            srcSet={cam.previewPicture.srcSet}
            sizes="(min-width: 768px) 300px, 100vw"
            alt=""
            width="320"
            height="240"
            loading="lazy"
          />
        ) : null}
        <span className="top-cam-name">
          {cam.avatarPicture ? (
            <img className="top-cam-avatar" src={cam.avatarPicture.src} alt="" width="32" height="32" loading="lazy" />
          ) : null}
          {cam.name}
          {cam.age !== null ? `, ${cam.age}` : ''}
        </span>
      </RouteLink>
      <span className="top-cam-badges">
        {online ? (
          <span className="badge badge-online">
            <Trans>online</Trans>
          </span>
        ) : null}
        {online && cam.onlineVideocall ? (
          <span className="badge badge-free">
            <Trans>video call</Trans>
          </span>
        ) : null}
      </span>
      <dl className="top-cam-facts">
        <dt>
          <Trans>Ranking points</Trans>
        </dt>
        <dd data-testid="top-cam-points">{points}</dd>
        <dt>
          <Trans>Satisfaction</Trans>
        </dt>
        <dd>
          <Trans>
            {satisfaction}% of <Plural value={ratings} one="# rating" other="# ratings" />
          </Trans>
        </dd>
        <dt>
          <Trans>Pinned by</Trans>
        </dt>
        <dd>
          <Plural value={pinned} one="# guest" other="# guests" />
        </dd>
        <dt>
          <Trans>Languages</Trans>
        </dt>
        <dd>{cam.spokenLanguages.map((language) => language.toUpperCase()).join(', ') || '–'}</dd>
        {cam.videocallPrice ? (
          <>
            <dt>
              <Trans>Video call</Trans>
            </dt>
            <dd>
              <Trans>
                <Price money={cam.videocallPrice} /> per minute
              </Trans>
            </dd>
          </>
        ) : null}
      </dl>
    </li>
  );
}

export function TopCamsArea({ type }: { type: TopCamType }) {
  const { t, i18n } = useLingui();
  const search = useSearch();
  const [pathname] = useLocation();
  const { online } = listingFilterOf(search);
  const [answer, setAnswer] = useState<{ key: string; cams: TopCam[] | null; failed: boolean }>({ key: '', cams: null, failed: false });
  const key = `${type}:${online}`;

  useEffect(() => {
    let current = true;
    getTopCams(type, online).then(
      (cams) => current && setAnswer({ key, cams, failed: false }),
      () => current && setAnswer({ key, cams: null, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [key, type, online]);

  const hrefFor = (next: TopCamType) => {
    const query = new URLSearchParams(search);
    query.set(TOP_CAMS_PARAM, next);
    return `${pathname}?${query.toString()}`;
  };
  const cams = answer.key === key ? answer.cams : null;
  return (
    <section className="top-cams" aria-label={t`Top cams`}>
      <nav className="top-cams-tabs" aria-label={t`Top cams lists`}>
        {TOP_CAM_TYPES.map((each) => (
          <SearchLink key={each} href={hrefFor(each)} aria-current={each === type ? 'page' : undefined} data-testid={`top-cams-${each}`}>
            {i18n._(TOP_CAM_LABELS[each])}
          </SearchLink>
        ))}
        <SearchLink href={`${pathname}${listingSearchWith(search, { online: !online })}`} aria-pressed={online} className="top-cams-online">
          {online ? t`Show all` : t`Online only`}
        </SearchLink>
      </nav>
      {answer.key === key && answer.failed ? (
        <p className="listing-note" role="alert">
          <Trans>The top cams could not be loaded. Please try again.</Trans>
        </p>
      ) : null}
      {cams === null && !(answer.key === key && answer.failed) ? (
        <p className="listing-note">
          <Trans>Loading cams…</Trans>
        </p>
      ) : null}
      {cams && cams.length === 0 ? (
        <p className="listing-note">
          <Trans>No top cams right now.</Trans>
        </p>
      ) : null}
      <ol className="top-cam-list" data-testid="top-cam-list">
        {(cams ?? []).map((cam, index) => (
          <TopCamCard key={cam.id} cam={cam} rank={index + 1} />
        ))}
      </ol>
    </section>
  );
}

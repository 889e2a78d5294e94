// A cam listing (spec part 1 §2: /cams/, /free-chat/, /categories/{categorySlug}/, /new-girls/):
// the filter bar, then the tile grid of tileGrid/get for the listing's type. The cams page also
// holds the pro search and the top cams area (`?topCams=`).

import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useSearch } from 'wouter';
import type { PageProps } from '../../app/pages.ts';
import { useLaterTexts } from '../../i18n/useLaterTexts.ts';
import { guest } from '../../state/guest.ts';
import { markReturningGuest } from '../favorites/returningGuest.ts';
import { CamFilterBar } from './CamFilterBar.tsx';
import { camCategories, loadCamCategories } from './categories.ts';
import { InteractiveContent } from './InteractiveContent.tsx';
import { categoryFilterFor, DEFAULT_SORT, type ListingSort, type ListingType, listingFilterOf, tileGridQueryFor } from './listingRules.ts';
import { ProSearch } from './ProSearch.tsx';
import { TileGrid } from './TileGrid.tsx';
import { TOP_CAM_LABELS, TopCamsArea } from './TopCamsArea.tsx';
import { storedTileGridSettings } from './tileGridSettings.ts';
import { topCamTypeOf } from './topCamsRules.ts';
import './cams.css';

function Heading({ type, categoryName }: { type: ListingType; categoryName: string | null }) {
  if (type === 'freeChat') return <Trans>Free chat</Trans>;
  if (type === 'newGirls') return <Trans>New girls</Trans>;
  if (type === 'category') return categoryName ? <Trans>{categoryName} cams</Trans> : <Trans>Categories</Trans>;
  return <Trans>All cams</Trans>;
}

export function ListingPage({ type, route }: PageProps & { type: ListingType }) {
  useLaterTexts();
  const { i18n } = useLingui();
  const search = useSearch();
  const live = useSnapshot(guest);
  const categories = useSnapshot(camCategories);
  const filter = listingFilterOf(search);
  const topCams = type === 'cams' ? topCamTypeOf(search) : null;
  const slug = route.id === 'category' ? route.params.categorySlug : undefined;

  useEffect(() => {
    if (type === 'category') void loadCamCategories(i18n.locale);
  }, [type, i18n.locale]);
  useEffect(() => {
    if (live.isLoggedIn) markReturningGuest();
  }, [live.isLoggedIn]);

  const stored = storedTileGridSettings(type).sort;
  const extra = type === 'category' ? categoryFilterFor(slug, categories.list ? categories.list.map((c) => c.slug) : null) : {};
  const query = tileGridQueryFor(type, filter, stored, extra);
  const sort = (query.sort ?? DEFAULT_SORT[type]) as ListingSort;
  // the category listed: the slug's, or the default one an unknown slug falls back to
  const category =
    type === 'category'
      ? categories.list?.find((c) => ('categorySlug' in extra ? c.slug === extra.categorySlug : c.id === extra.categoryId))
      : undefined;

  return (
    <main
      className="page listing-page"
      data-testid="listing-page"
      data-listing={topCams ? 'topCams' : type}
      data-logged-in={String(live.isLoggedIn)}
    >
      <h1>{topCams ? i18n._(TOP_CAM_LABELS[topCams]) : <Heading type={type} categoryName={category?.name ?? null} />}</h1>
      <CamFilterBar type={type} sort={sort} categorySlug={category?.slug ?? slug} topCams={topCams !== null} />
      {type === 'cams' && !topCams ? <ProSearch /> : null}
      {topCams ? (
        <TopCamsArea type={topCams} />
      ) : (
        <TileGrid type={type} query={query} ready={type !== 'category' || categories.list !== null || categories.failed} />
      )}
      {type === 'cams' && !topCams ? <InteractiveContent /> : null}
    </main>
  );
}

// The buy-image-album and video-preview-end incentives (spec part 2 §7.6
// conversion/getBuyImageAlbumIncentives, getVideoPreviewEndIncentives): shown beside a photo
// album's buy button, and under a video's preview once the preview is all the guest may see.
// Beside the content it is about, yet a promo like the others (issue 20): offered to the promo
// manager as a context offer, shown only while picked (never a sign-up offer to a logged-in guest).
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useLaterTexts } from '../../i18n/useLaterTexts.ts';
import { incentives, loadAlbumIncentives } from '../../state/incentives.ts';
import { incentivePromo } from '../promos/promoRules.ts';
import { useOfferPromos, useShownPromo } from '../promos/usePromo.ts';
import { IncentiveBanner } from './IncentiveBanner.tsx';
import { shownInRegion } from './incentiveRules.ts';
import './incentives.css';

/** The regions the album incentives are configured for. */
const REGION = { buyImageAlbum: 'album', videoPreviewEnd: 'player' } as const;

export default function AlbumIncentive({ albumId, kind }: { albumId: number; kind: keyof typeof REGION }) {
  useLaterTexts();
  const snap = useSnapshot(incentives);
  useEffect(() => {
    void loadAlbumIncentives(kind, albumId);
  }, [kind, albumId]);
  const inRegion = shownInRegion(snap.list, REGION[kind], new Set(snap.blockedGroups));
  const offered = inRegion && inRegion.content.albumId === albumId ? inRegion : null;
  useOfferPromos(`album:${kind}`, offered ? [incentivePromo(offered, 'contextOffer')] : []);
  const isShown = useShownPromo() === (offered ? `incentive:${offered.id}` : null);
  return offered && isShown ? <IncentiveBanner incentive={offered} /> : null;
}

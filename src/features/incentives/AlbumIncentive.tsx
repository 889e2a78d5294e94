// The buy-image-album incentive (spec part 2 §7.6 conversion/getBuyImageAlbumIncentives): shown
// beside a photo album's buy button, loaded for that album.
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useLaterTexts } from '../../i18n/useLaterTexts.ts';
import { incentives, loadAlbumIncentives } from '../../state/incentives.ts';
import { IncentiveBanner } from './IncentiveBanner.tsx';
import { shownInRegion } from './incentiveRules.ts';
import './incentives.css';

/** The region the album incentives are configured for. */
const ALBUM_REGION = 'album';

export default function AlbumIncentive({ albumId }: { albumId: number }) {
  useLaterTexts();
  const snap = useSnapshot(incentives);
  useEffect(() => {
    void loadAlbumIncentives('buyImageAlbum', albumId);
  }, [albumId]);
  const shown = shownInRegion(snap.list, ALBUM_REGION, new Set(snap.blockedGroups));
  return shown && shown.content.albumId === albumId ? <IncentiveBanner incentive={shown} /> : null;
}

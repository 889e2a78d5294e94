// The buy-image-album and video-preview-end incentives (spec part 2 §7.6
// conversion/getBuyImageAlbumIncentives, getVideoPreviewEndIncentives): shown beside a photo
// album's buy button, and under a video's preview once the preview is all the guest may see.
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useLaterTexts } from '../../i18n/useLaterTexts.ts';
import { incentives, loadAlbumIncentives } from '../../state/incentives.ts';
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
  const shown = shownInRegion(snap.list, REGION[kind], new Set(snap.blockedGroups));
  return shown && shown.content.albumId === albumId ? <IncentiveBanner incentive={shown} /> : null;
}

import { describe, expect, test } from 'vitest';
import { showsPreviewEndOffer } from '../../src/features/albums/albumRules.ts';

describe('one prompt under a video', () => {
  const video = (granted: boolean, needs: string | null) => ({ type: 'video' as const, access: { granted, needs } });

  test('a guest asked to log in gets the login prompt only, not the preview-end offer as well', () => {
    expect(showsPreviewEndOffer(video(false, 'login'))).toBe(false);
  });

  test("the preview-end offer shows beside a buy or VIP prompt, never once the video is the guest's", () => {
    expect(showsPreviewEndOffer(video(false, 'purchase'))).toBe(true);
    expect(showsPreviewEndOffer(video(false, 'vip'))).toBe(true);
    expect(showsPreviewEndOffer(video(true, null))).toBe(false);
    expect(showsPreviewEndOffer({ type: 'photo_album', access: { granted: false, needs: 'purchase' } })).toBe(false);
  });
});

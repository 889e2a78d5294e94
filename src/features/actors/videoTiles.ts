// REST videos (gallery/getpromotedvideo, gallery/getTopVideos) in the shape the shared VideoTile
// shows, which is the query service's. Pure, unit-tested in tests/unit/actorProfileRules.test.ts.
import type { Video } from '../../contract/entities.ts';
import type { Money, VideoTile } from '../../contract/queries/home.ts';

export function toVideoTile(video: Video): VideoTile {
  return {
    id: video.id,
    title: video.title,
    duration: video.duration,
    vip: video.vip,
    free: video.free,
    isNew: video.new,
    preview: video.previewPicture?.src ?? '',
    price: video.price as Money,
    basePrice: video.basePrice as Money,
    model: video.model,
    guestInfo: { bought: video.guestInfo.bought, gifted: video.guestInfo.gifted, flatrate: video.guestInfo.flatrate },
  };
}

/** The actor's classic videos out of a list that holds all of them. */
export function classicOnly<T extends { classic: boolean }>(videos: readonly T[]): T[] {
  return videos.filter((video) => video.classic);
}

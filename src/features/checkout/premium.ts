// What VIP changes on a tile (spec part 1 §3 video `vip`, §6 Premium access). Read from the live
// guest store, so a VIP purchase in the checkout shows on every tile without a reload.

/** A VIP video is free for a VIP guest. */
export function isFreeWithVip(video: { vip: boolean }, guestIsVip: boolean): boolean {
  return video.vip && guestIsVip;
}

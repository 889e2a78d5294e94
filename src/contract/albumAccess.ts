// What a guest may do with an album or video (videos and albums issue, spec part 1 §2 access
// restrictions: needs login, age check, subscription, purchase). Pure and shared: the server
// decides with it (gallery/open, watch/start) and the client shows the matching prompt.
export type AlbumNeed = 'login' | 'ageCheck' | 'vip' | 'purchase';
/** How a granted album is the guest's: free, bought (money or voucher), by the VIP flatrate or an actor's gift. */
export type AlbumAccessVia = 'free' | 'bought' | 'voucher' | 'flatrate' | 'gift';

export interface AlbumAccess {
  granted: boolean;
  via: AlbumAccessVia | null;
  /** The first thing missing, in order: login, age check, VIP subscription, purchase. */
  needs: AlbumNeed | null;
}

export interface AccessAlbum {
  type: 'video' | 'photo_album';
  /** 16 or 18. */
  ageRating: number;
  isFree: boolean;
  isVip: boolean;
  /** Cents. */
  price: number;
}

export interface AccessGuest {
  loggedIn: boolean;
  hasAvs: boolean;
  isVip: boolean;
}

/** Content rated 18 needs an age-checked account; anything paid needs an account. */
export function albumAccess(album: AccessAlbum, guest: AccessGuest, owned: AlbumAccessVia | null): AlbumAccess {
  const needs = (need: AlbumNeed): AlbumAccess => ({ granted: false, via: null, needs: need });
  const free = album.isFree || album.price <= 0;
  if (!guest.loggedIn && (!free || album.ageRating >= 18)) return needs('login');
  if (album.ageRating >= 18 && !guest.hasAvs) return needs('ageCheck');
  if (free) return { granted: true, via: 'free', needs: null };
  if (owned) return { granted: true, via: owned, needs: null };
  if (album.isVip && album.type === 'video') return guest.isVip ? { granted: true, via: 'flatrate', needs: null } : needs('vip');
  return needs('purchase');
}

/**
 * The clip every demo video plays (public/media/demo-clip.webm, generated, abstract). A real
 * media server replaces watch/start's answer, not the player.
 */
export const DEMO_CLIP_PATH = '/media/demo-clip.webm';

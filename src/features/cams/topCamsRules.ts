// The top cams area (spec part 1 §2 named menu area "top cams": best chats, top 100, favourites,
// video call; §3 Top cam). Which list the query asks for, and how its figures read.
import { TOP_CAM_TYPES, type TopCamType } from '../../contract/enums.ts';

/** The query parameter naming the top cams list (`?topCams=top100`). */
export const TOP_CAMS_PARAM = 'topCams';

/** The top cams list a query asks for, or null when it asks for none (or an unknown one). */
export function topCamTypeOf(search: string): TopCamType | null {
  const value = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search).get(TOP_CAMS_PARAM);
  return value !== null && (TOP_CAM_TYPES as readonly string[]).includes(value) ? (value as TopCamType) : null;
}

/**
 * The satisfaction rate as a whole percentage. The server may send a share (0..1) or a
 * percentage (0..100); both read the same.
 */
export function satisfactionPercent(rate: number): number {
  if (!Number.isFinite(rate) || rate <= 0) return 0;
  return Math.min(100, Math.round(rate <= 1 ? rate * 100 : rate));
}

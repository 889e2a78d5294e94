// The pro search's rules (spec part 1 §3 Pro search; part 2 §7.2: sort by rank or distance;
// §9: 30 results per page): the zip's form, paging of the query, and where the markers sit on
// the small map, as pure functions.
import { PAGING } from '../../contract/constants.ts';
import type { GeoLocation, ProSearchQuery } from '../../contract/entities.ts';

/** Results per page of the actor search (spec part 1 §9). */
export const PRO_SEARCH_PAGE_SIZE = PAGING.search.actors;

/** A zip code as postal services write them: 3 to 10 letters, digits, spaces or dashes. */
export function normalizeZip(input: string): string | null {
  const zip = input.trim().toUpperCase().replace(/\s+/g, ' ');
  return /^[0-9A-Z][0-9A-Z -]{1,8}[0-9A-Z]$/.test(zip) ? zip : null;
}

/** The query after a change: any change but the page itself starts again at page 1. */
export function nextProSearchQuery(query: ProSearchQuery, change: Partial<ProSearchQuery>): ProSearchQuery {
  const next = { ...query, ...change };
  if (change.page === undefined) next.page = 1;
  return next;
}

/** Great-circle distance in km (haversine), for the distance shown on each result. */
export function distanceKm(a: { lat: number; long: number }, b: { lat: number; long: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLong = (b.long - a.long) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLong / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface PlottedMarker {
  actorId: number;
  x: number;
  y: number;
}

/**
 * Markers on a square map of `size` px with the centre in the middle: an equirectangular
 * projection (fine over a country), scaled so the farthest marker sits `padding` px from the
 * edge. North is up, east is right.
 */
export function plotMarkers(
  centre: Pick<GeoLocation, 'lat' | 'long'>,
  markers: readonly { actorId: number; lat: number; long: number }[],
  size: number,
  padding = 12,
): PlottedMarker[] {
  const half = size / 2;
  const cosLat = Math.cos((centre.lat * Math.PI) / 180);
  const offsets = markers.map((marker) => ({
    actorId: marker.actorId,
    dx: (marker.long - centre.long) * cosLat,
    dy: marker.lat - centre.lat,
  }));
  const reach = Math.max(0, ...offsets.map((o) => Math.max(Math.abs(o.dx), Math.abs(o.dy))));
  const scale = reach > 0 ? (half - padding) / reach : 0;
  return offsets.map((o) => ({
    actorId: o.actorId,
    x: Math.round((half + o.dx * scale) * 10) / 10,
    y: Math.round((half - o.dy * scale) * 10) / 10,
  }));
}

// Geolocation for the pro search (spec part 1 §3, part 2 §7.1 utility/getGeoLocationByZip):
// zip to lat/long from the zip table, else the average place of the actors with that zip, and
// the great-circle distance between two points.
import type { Kysely } from 'kysely';
import type { GeoLocation } from '../../src/contract/entities.ts';
import type { Database } from '../db/schema.ts';

const EARTH_RADIUS_KM = 6371;
/** Zips as guests type them: digits, letters, a space or a dash (e.g. "50-001", "110 00"). */
export const ZIP_PATTERN = '^[0-9A-Za-z][0-9A-Za-z -]{1,9}$';

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Haversine distance in kilometres. */
export function distanceKm(a: { lat: number; long: number }, b: { lat: number; long: number }): number {
  const dLat = radians(b.lat - a.lat);
  const dLong = radians(b.long - a.long);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLong / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Zips are compared without surrounding spaces and case ("110 00" stays as typed inside). */
export const normalizeZip = (zip: string) => zip.trim().toUpperCase();

/** The zip's place, or null when neither the zip table nor any actor knows it. */
export async function geoLocationByZip(db: Kysely<Database>, zipCode: string): Promise<GeoLocation | null> {
  const zip = normalizeZip(zipCode);
  const known = await db.selectFrom('zipGeolocations').select(['latitude', 'longitude']).where('zip', '=', zip).executeTakeFirst();
  if (known) return { lat: known.latitude, long: known.longitude, source: 'zip' };
  const actors = await db
    .selectFrom('actors')
    .select((eb) => [eb.fn.avg<number>('latitude').as('lat'), eb.fn.avg<number>('longitude').as('long'), eb.fn.countAll<number>().as('n')])
    .where('zip', '=', zip)
    .executeTakeFirstOrThrow();
  if (Number(actors.n) === 0) return null;
  return { lat: Number(actors.lat), long: Number(actors.long), source: 'zip' };
}

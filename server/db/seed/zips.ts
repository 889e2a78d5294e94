// The small zip table behind utility/getGeoLocationByZip: every seeded city's zip (the zips
// the actors carry) plus a few generated neighbouring zips per city, placed a little apart.
import type { NewRow } from '../schema.ts';
import { randomFor } from './random.ts';
import { CITIES } from './texts.ts';

const NEIGHBOURS_PER_CITY = 9;

export function generateZips(): NewRow<'zipGeolocations'>[] {
  const random = randomFor('zips');
  const rows: NewRow<'zipGeolocations'>[] = [];
  // A generated neighbour never takes another city's zip (8001 + 9 is Graz's 8010).
  const seen = new Set<string>(CITIES.map((c) => c.zip));
  for (const city of CITIES) {
    rows.push({ zip: city.zip, country: city.country, latitude: city.lat, longitude: city.lng });
    if (!/^\d+$/.test(city.zip)) continue;
    for (let i = 1; i <= NEIGHBOURS_PER_CITY; i++) {
      const zip = String(Number(city.zip) + i).padStart(city.zip.length, '0');
      if (seen.has(zip)) continue;
      seen.add(zip);
      const latitude = Math.round((city.lat + (random.next() - 0.5) / 5) * 10_000) / 10_000;
      const longitude = Math.round((city.lng + (random.next() - 0.5) / 5) * 10_000) / 10_000;
      rows.push({ zip, country: city.country, latitude, longitude });
    }
  }
  return rows;
}

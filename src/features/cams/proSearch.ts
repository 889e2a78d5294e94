// The pro search's state and actions (spec part 1 §3 Pro search; part 2 §7.2 actorsearch/init,
// search and filter/delete; utility/getGeoLocationByZip). The distance is measured from a zip's
// place or from the browser's location (spec part 1 §3 Guest geoLocation source).
import { proxy } from 'valtio';
import { deleteActorSearchFilter, getGeoLocationByZip, initActorSearch, searchActors } from '../../api/cams.ts';
import type { GeoLocation, ProSearchQuery, ProSearchResult } from '../../contract/entities.ts';
import type { ProSearchSort } from '../../contract/enums.ts';
import { markModuleReady } from '../../state/modules.ts';
import { nextProSearchQuery, normalizeZip } from './proSearchRules.ts';

export type ProSearchProblem = 'invalidZip' | 'unknownZip' | 'noBrowserLocation' | 'failed';

export const proSearch = proxy({
  open: false,
  busy: false,
  query: null as ProSearchQuery | null,
  result: null as ProSearchResult | null,
  /** Where distances are measured from: the zip's place or the browser's location. */
  centre: null as GeoLocation | null,
  problem: null as ProSearchProblem | null,
});

async function run<T>(task: () => Promise<T>): Promise<T | null> {
  proSearch.busy = true;
  proSearch.problem = null;
  try {
    return await task();
  } catch {
    proSearch.problem = 'failed';
    return null;
  } finally {
    proSearch.busy = false;
  }
}

export async function openProSearch(): Promise<void> {
  proSearch.open = true;
  if (proSearch.query) return;
  const answer = await run(initActorSearch);
  if (!answer) return;
  proSearch.query = answer.query;
  showResult(answer.result);
  markModuleReady('prosearch'); // spec part 1 §4 module readiness: the search form has its options
}

export function closeProSearch(): void {
  proSearch.open = false;
}

/** Searches again with `change` applied (a change other than the page starts at page 1). */
export async function searchWith(change: Partial<ProSearchQuery>): Promise<void> {
  const base = proSearch.query;
  if (!base) return;
  const query = nextProSearchQuery(base, change);
  const centre = proSearch.centre;
  // the server measures from the browser's place only when it is sent; a zip it looks up itself
  const geoLocation: GeoLocation | null = centre?.source === 'browser' ? { lat: centre.lat, long: centre.long, source: 'browser' } : null;
  const request: ProSearchQuery = { ...query, geoLocation };
  const answer = await run(() => searchActors(request));
  if (!answer) return;
  proSearch.query = request;
  showResult(answer.result);
}

function showResult(result: ProSearchResult): void {
  proSearch.result = result;
  if (result.geoLocation !== undefined) proSearch.centre = result.geoLocation;
}

/** Distance from a zip code: its place becomes the centre, nearest first. */
export async function searchByZip(input: string): Promise<void> {
  const zip = normalizeZip(input);
  if (!zip) {
    proSearch.problem = 'invalidZip';
    return;
  }
  const answer = await run(() => getGeoLocationByZip(zip));
  if (!answer) return;
  if (!answer.geoLocation) {
    proSearch.problem = 'unknownZip';
    return;
  }
  proSearch.centre = { ...answer.geoLocation, source: 'zip' };
  await searchWith({ zip, sort: 'distance' });
}

/** Distance from where the browser says the guest is (asks the guest's permission). */
export async function searchByBrowserLocation(geolocation: Geolocation | undefined = globalThis.navigator?.geolocation): Promise<void> {
  if (!geolocation) {
    proSearch.problem = 'noBrowserLocation';
    return;
  }
  proSearch.busy = true;
  const position = await new Promise<GeolocationPosition | null>((resolve) =>
    geolocation.getCurrentPosition(resolve, () => resolve(null), { timeout: 10_000, maximumAge: 300_000 }),
  );
  proSearch.busy = false;
  if (!position) {
    proSearch.problem = 'noBrowserLocation';
    return;
  }
  proSearch.centre = { lat: position.coords.latitude, long: position.coords.longitude, source: 'browser' };
  await searchWith({ zip: null, sort: 'distance' });
}

export const sortProSearch = (sort: ProSearchSort) => searchWith({ sort });
export const pageProSearch = (page: number) => searchWith({ page });
export const categoryProSearch = (category: number) => searchWith({ category });
export const addProSearchFilter = (filter: string) => searchWith({ filters: [...new Set([...(proSearch.query?.filters ?? []), filter])] });

/** Removes one filter on the server, which answers the new query and its results. */
export async function removeProSearchFilter(filter: string): Promise<void> {
  const answer = await run(() => deleteActorSearchFilter(filter));
  if (!answer) return;
  proSearch.query = answer.query;
  showResult(answer.result);
  markModuleReady('prosearch'); // spec part 1 §4 module readiness: the search form has its options
}

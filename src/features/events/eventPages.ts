// The special events with a page of their own (spec part 1 §2 routes), for every place that
// links to an event: the events menu, the navigation's sidebar and the home page's banners.
import type { RouteId } from '../../app/routes.ts';
import { EVENT_PAGE_TYPES } from '../../contract/queries/queryItemLimits.ts';

export { EVENT_PAGE_TYPES };

export const EVENT_PAGES: Readonly<Record<string, RouteId>> & Record<(typeof EVENT_PAGE_TYPES)[number], RouteId> = {
  easter: 'easter',
  'wet-and-wild': 'wetNWild',
  'advent-calendar': 'adventCalendar',
  goldrush: 'goldrush',
};

// The special events with a page of their own (spec part 1 §2 routes), for every place that
// links to an event: the events menu, the navigation's sidebar and the home page's banners.
import type { RouteId } from '../../app/routes.ts';

export const EVENT_PAGES: Readonly<Record<string, RouteId>> = {
  easter: 'easter',
  'wet-and-wild': 'wetNWild',
  'advent-calendar': 'adventCalendar',
  goldrush: 'goldrush',
};

/** The event types the navigation lists (those with a page). */
export const EVENT_PAGE_TYPES = Object.keys(EVENT_PAGES);

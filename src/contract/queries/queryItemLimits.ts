// The limits of the query items of issue 21 (point 16), apart from their documents so the home
// query (which asks for banners and collections) and the documents module need not import each other.

/** Collections: how many there are at most, and the videos one shows at most. */
export const COLLECTION_LIMITS = { maxCollections: 6, maxItems: 20 } as const;

export const BANNER_KINDS = ['event', 'contest', 'show'] as const;
export type BannerKind = (typeof BANNER_KINDS)[number];
/** Banners: the home page's banner region shows 3; no region holds more than 6. */
export const BANNER_LIMITS = { home: 3, max: 6 } as const;

/** The special events with a page of their own (spec part 1 §2 routes): the ones the navigation and the banners link to. */
export const EVENT_PAGE_TYPES = ['easter', 'wet-and-wild', 'advent-calendar', 'goldrush'] as const;

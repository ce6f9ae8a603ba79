/**
 * Business constants of SPEC §9 (and the filter defaults of §4), in one place so screens, state and the
 * server agree. Units are in each name or comment; times are milliseconds, sizes CSS pixels.
 */

// Listings and pager
/** Listings per page on the listings screens. */
export const LISTINGS_PER_PAGE = 50;
/** Listings per page on the /listingstest variant. */
export const LISTINGS_PER_PAGE_TEST = 20;
/** Numbered page links the pager shows at once. */
export const PAGER_LINKS = 5;
/** Placeholder (skeleton) cards shown while a page of listings loads. */
export const PLACEHOLDER_CARDS = 20;

// Map
/** Default map centre, latitude in degrees (Austin). */
export const DEFAULT_CENTER_LAT = 30.2667;
/** Default map centre, longitude in degrees (Austin). */
export const DEFAULT_CENTER_LNG = -97.7333;
/** Initial zoom of the listings map. */
export const LISTINGS_ZOOM = 13;
/** Zoom after a region, metro, county, city or postal code is chosen and the area has no zoom of its own. */
export const LOCATION_ZOOM = 10;
/** The map never zooms out further than this. */
export const MIN_ZOOM = 5;
/** Pins are clustered up to this zoom and shown one by one above it. */
export const CLUSTER_MAX_ZOOM = 14;
/** Zoom of the map inside the listing detail modal. */
export const DETAIL_MAP_ZOOM = 15;
/** Cluster icon diameters in px, smallest to largest cluster. */
export const CLUSTER_ICON_SIZES = [30, 40, 50, 60, 70] as const;
/** Centre the map-place autocomplete is biased to (Texas), degrees. */
export const PLACE_BIAS_CENTER = { lat: 31, lng: -100 } as const;

// Breakpoints (px)
/** Up to this width the listings map is hidden and the map/list toggle shown. */
export const MAP_HIDDEN_MAX_WIDTH = 993;
/** Detail-modal photo count switches from one to three photos at this width. */
export const MODAL_PHOTOS_WIDE_WIDTH = 800;
/** Detail-modal mosaic shows 6 photos instead of 4 from this width. */
export const MODAL_PHOTOS_XL_WIDTH = 1600;
/** Photos in the detail-modal mosaic besides the first: 4, or 6 on screens of MODAL_PHOTOS_XL_WIDTH and wider. */
export const MOSAIC_EXTRA_PHOTOS = 4;
/** Extra mosaic photos on wide screens. */
export const MOSAIC_EXTRA_PHOTOS_XL = 6;

// Filter ranges and defaults (SPEC §4, §9)
/** Price ceiling of sale types, dollars; a max at the ceiling means "no limit" and shows 'Max'. */
export const PRICE_MAX = 10_000_000;
/** Largest bedroom count offered; the default max of the beds filter. */
export const BEDS_MAX = 7;
/** Largest bathroom choice ('5+'). */
export const BATH_MAX = 5;
/** Square-feet filter range, sq ft. */
export const SQFT_MAX = 5_000_000;
/** Step of the square-feet option lists, sq ft. */
export const SQFT_OPTION_STEP = 250;
/** Largest value of the square-feet option lists, sq ft. */
export const SQFT_OPTION_MAX = 7_500;
/** Lot-size filter ceiling, sq ft (100,000 acres). */
export const LOT_SIZE_MAX_SQFT = 4_356_000_000;
/** Levels filter ceiling; the '3+' choice maps to it. */
export const LEVELS_MAX = 10;
/** Garage-spaces filter ceiling. */
export const GARAGE_MAX = 500;
/** Year-built filter floor (the filter ceiling is the current year). */
export const YEAR_BUILT_MIN = 1799;
/** Oldest year offered in the year-built option lists. */
export const YEAR_BUILT_OPTIONS_FROM = 1900;
/** listedDate value meaning "no limit", in days. */
export const LISTED_DATE_ANY = 4000;

// Timers (ms)
/** The status line ('… Showing N listings') is cleared after this long. */
export const STATUS_LINE_MS = 2000;
/** The detail-modal slider is created this long after its images load. */
export const MODAL_SLIDER_DELAY_MS = 1000;
/** Full-screen gallery transition speed. */
export const GALLERY_SPEED_MS = 500;
/** A card counts as seen (and loads its photos) at most once per this interval. */
export const CARD_VISIBILITY_THROTTLE_MS = 300;
/** The back-to-top button appears after scrolling this far, px. */
export const BACK_TO_TOP_OFFSET = 300;

// Cards, detail modal, tour, blog
/** Photos an anonymous visitor sees per card; later photos show 'Unlock + N Photos'. */
export const ANONYMOUS_PHOTOS = 4;
/** Public remarks longer than this many characters are cut... */
export const REMARKS_LIMIT = 250;
/** ...to this many characters, followed by 'show more...'. */
export const REMARKS_CUT = 249;
/** Open-house entries listed in the open-house modal. */
export const OPEN_HOUSE_ENTRIES = 2;
/** Replies are collapsed behind a count from this many on; fewer show inline. */
export const REPLY_COLLAPSE_AT = 4;

// Forms
/** A selected-filter label longer than this many characters is shortened (+ '...'). */
export const FILTER_LABEL_MAX = 3;

/**
 * How many suggestions each autocomplete group returns (SPEC §2 global search panel, home search box,
 * §7 search calls). Each query stops reading at its limit, so these also bound the work per keystroke.
 */
export const SEARCH_LIMITS = {
  /** Typed text beyond this is not a search (the longest Texas street line is far shorter): 400. */
  textLength: 100,
  /** The legacy header search (POST /search) documents a 200-character field (contract legacy-search). */
  legacyTextLength: 200,
  /** Address rows in the global panel: ten fit the dropdown without scrolling. */
  addresses: 10,
  /** City rows, in the panel and in the home page's City dropdown. */
  cities: 10,
  /** An MLS number names one listing; five prefixes are plenty while it is being typed. */
  mlsNumbers: 5,
  /** ZIP codes in the panel, and the first page of the home Zip dropdown; 'Load more' pages by 10 (SPEC §9). */
  postalCodes: 10,
  /** Each group of the legacy header search. */
  legacyGroup: 10,
} as const;

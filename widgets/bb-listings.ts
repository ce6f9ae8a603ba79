import * as v from 'valibot';
import { matrixDirSchema } from '../src/contract';
import { defineWidget } from '../src/elements/define-widget';
import globalSearchStyles from '../src/parts/search/global-search.css?inline';
import filterBarStyles from '../src/screens/listings/filter-bar/filter-bar.css?inline';
import filterPanelStyles from '../src/screens/listings/filter-panel/filter-panel.css?inline';
import cardStyles from '../src/screens/listings/listings.css?inline';
import { ListingsScreen } from '../src/screens/listings/listings-screen';
import screenStyles from '../src/screens/listings/listings-screen.css?inline';
import mapToggleStyles from '../src/screens/listings/map/listings-map-toggle.css?inline';
import { keenSliderStyles } from '../src/styles/keen-slider-styles';

/**
 * `<bb-listings>`: the listings screen. Its mode follows the page path (/listings, /leasing, /open-houses,
 * /{city}, /listingstest) and its filters, page and sort follow the query string.
 *
 * @attr {string} api-base Where the API lives (default: this page's origin).
 * @attr {'en' | 'es'} lang The language of the widget's text (default: the visitor's choice, then the browser's language).
 * @attr {string} map-token A Mapbox public token ('pk.…'): the map then draws Mapbox streets (default: the token
 *                 of /api/config, else the server's base map).
 * @attr {string} agent The MatrixDir of the agent whose page this is: an agent outside the Austin and Dallas-Fort
 *                 Worth metros starts the screen on their own metro at zoom 8 (default: the agent
 *                 `<bb-agent-home>` stored on this site, else none).
 */
defineWidget({
  tag: 'bb-listings',
  attributes: {
    agent: matrixDirSchema,
    // Public Mapbox tokens start 'pk.'; a secret one ('sk.') must never be put in a page.
    mapToken: v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^pk\.[\w-]+\.[\w-]+$/, "expected a public Mapbox token ('pk.…')"),
    ),
  },
  component: ListingsScreen,
  styles: [
    keenSliderStyles,
    screenStyles,
    mapToggleStyles,
    filterBarStyles,
    filterPanelStyles,
    globalSearchStyles,
    cardStyles,
  ],
});

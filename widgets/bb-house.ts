import * as v from 'valibot';
import { defineWidget } from '../src/elements/define-widget';
import { HouseScreen } from '../src/screens/house/house-screen';
import styles from '../src/screens/house/house-screen.css?inline';
import { listingKeyAttribute } from '../src/screens/house/listing-key-attribute';

/**
 * `<bb-house>`: one listing as a page of its own, with everything the listing detail modal shows. On
 * the server-rendered listing pages its light DOM holds the listing's facts as plain HTML for search
 * engines and visitors without JavaScript; the widget renders over it.
 *
 * @attr {number} listing-key The ListingKeyNumeric to show (default: the number at the end of the page path, as in `/2631-saddle-club-blvd-spicewood-tx-78669-9642648`).
 * @attr {string} map-token A Mapbox public token ('pk.…') for the map and drive times (default: the token of /api/config, else the server's base map and straight-line estimates).
 * @attr {string} api-base Where the API lives (default: this page's origin).
 * @attr {'en' | 'es'} lang The language of the widget's text (default: the visitor's choice, then the browser's language).
 */
defineWidget({
  tag: 'bb-house',
  attributes: {
    listingKey: listingKeyAttribute,
    // Public Mapbox tokens start 'pk.'; a secret one ('sk.') must never be put in a page.
    mapToken: v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^pk\.[\w-]+\.[\w-]+$/, "expected a public Mapbox token ('pk.…')"),
    ),
  },
  component: HouseScreen,
  // The detail content brings its own stylesheet.
  styles: [styles],
});

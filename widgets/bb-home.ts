import * as v from 'valibot';
import { defineWidget } from '../src/elements/define-widget';
import searchStyles from '../src/parts/home-search/home-search.css?inline';
import cardStyles from '../src/parts/listing-card/compact-listing-card.css?inline';
import globalSearchStyles from '../src/parts/search/global-search.css?inline';
import styles from '../src/screens/home/home.css?inline';
import { HomeScreen } from '../src/screens/home/home-screen';

/** A path on this site ('/listings', '/buy'): never another origin or a script URL. */
const sitePathSchema = v.pipe(v.string(), v.regex(/^\/(?!\/)[^\s]*$/, 'Expected a path starting with one /'));

/**
 * `<bb-home>`: the company home page — a banner slideshow of Texas cities on desktop (a still cover on
 * phones) with the home search box, the featured listings, the featured agents with play / pause videos,
 * a marketing text block and the TREC notices. The banner images come from `GET /api/config`
 * (`home_banners`, `home_cover`); the agents and their videos from `GET /api/featuredAgents`.
 *
 * @attr {string} listings-path Where 'Search' goes when no city is chosen, and the 'Browse all listings' link
 *   (default: '/listings').
 * @attr {string} api-base Where the API lives (default: this page's origin).
 * @attr {'en' | 'es'} lang The language of the widget's text (default: the visitor's choice, then the browser's language).
 */
defineWidget({
  tag: 'bb-home',
  attributes: { listingsPath: sitePathSchema },
  component: HomeScreen,
  // The search box's suggestions are the global search's options, styled as there.
  styles: [globalSearchStyles, searchStyles, cardStyles, styles],
});

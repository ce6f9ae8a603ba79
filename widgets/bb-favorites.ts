import { defineWidget } from '../src/elements/define-widget';
import cardStyles from '../src/screens/listings/listings.css?inline';
import { FavoritesScreen } from '../src/screens/saved/favorites-screen';
import styles from '../src/screens/saved/saved.css?inline';
import { keenSliderStyles } from '../src/styles/keen-slider-styles';

/**
 * `<bb-favorites>`: the signed-in client's favorite listings as cards, each with its note and Remove
 * (SPEC §2 /dashboard/favorites). Guests see a sign-in prompt.
 *
 * @attr {string} api-base Where the API lives (default: this page's origin).
 * @attr {'en' | 'es'} lang The language of the widget's text (default: the visitor's choice, then the browser's language).
 * @csspart favorites The list's section.
 * @csspart card      Each listing card.
 */
defineWidget({
  tag: 'bb-favorites',
  attributes: {},
  component: FavoritesScreen,
  styles: [keenSliderStyles, cardStyles, styles],
});

import { defineWidget } from '../src/elements/define-widget';
import { CompareScreen } from '../src/screens/saved/compare-screen';
import styles from '../src/screens/saved/saved.css?inline';

/**
 * `<bb-compare>`: the signed-in client's compare list side by side, one column per listing and one row
 * per fact (SPEC §2 /dashboard/compare). Guests see a sign-in prompt.
 *
 * @attr {string} api-base Where the API lives (default: this page's origin).
 * @attr {'en' | 'es'} lang The language of the widget's text (default: the visitor's choice, then the browser's language).
 * @csspart compare The list's section.
 */
defineWidget({
  tag: 'bb-compare',
  attributes: {},
  component: CompareScreen,
  styles: [styles],
});

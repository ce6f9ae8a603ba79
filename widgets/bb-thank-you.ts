import * as v from 'valibot';
import { defineWidget } from '../src/elements/define-widget';
import { ThankYouScreen } from '../src/screens/thank-you/thank-you-screen';
import styles from '../src/screens/thank-you/thank-you-screen.css?inline';

/**
 * `<bb-thank-you>`: the thank-you page (`/thank-you`, usually in a frame 800 px high). The optional query
 * parameters `name` and `email` personalise it ('Thank you, Ana!', 'We will write to you at …').
 *
 * @attr {string} listings-path Where 'Back to listings' goes, in the whole window (default: '/listings').
 * @attr {string} api-base Where the API lives (default: this page's origin).
 * @attr {'en' | 'es'} lang The language of the widget's text (default: the visitor's choice, then the browser's language).
 */
defineWidget({
  tag: 'bb-thank-you',
  attributes: {
    // A path of this site only: the link must not become a way to send visitors elsewhere.
    listingsPath: v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^\/(?!\/)[^\s]*$/, "expected a path such as '/listings'"),
    ),
  },
  component: ThankYouScreen,
  styles: [styles],
});

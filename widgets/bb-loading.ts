import * as v from 'valibot';
import { defineWidget } from '../src/elements/define-widget';
import { LoadingIndicator } from '../src/screens/loading/loading-indicator';
import styles from '../src/screens/loading/loading-indicator.css?inline';

/**
 * `<bb-loading>`: a spinner for a part of the page that is still loading.
 *
 * @attr {string} label What is loading, read aloud (default: 'Loading…' in the page's language).
 * @attr {string} api-base Where the API lives (default: this page's origin).
 * @attr {'en' | 'es'} lang The language of the widget's text (default: the visitor's choice, then the browser's language).
 */
defineWidget({
  tag: 'bb-loading',
  attributes: { label: v.pipe(v.string(), v.trim(), v.minLength(1, 'expected some text'), v.maxLength(200)) },
  component: LoadingIndicator,
  styles: [styles],
});

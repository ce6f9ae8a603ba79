import * as v from 'valibot';
import { defineWidget } from '../src/elements/define-widget';
import { BlogScreen } from '../src/screens/blog/blog-screen';
import styles from '../src/screens/blog/blog-screen.css?inline';

/**
 * `<bb-blog>`: a blog post with its likes, share menu and threaded comments (SPEC §2 /blog/{id}/{url}).
 * Signed-in clients comment, reply, like, dislike and delete their own comments; guests are asked to
 * sign in. A sign-in anywhere on the page reaches the comments at once through the shared store.
 *
 * @attr {number} blog-id The BlogID of the post (default: the {id} of a /blog/{id}/{url} page address).
 * @attr {string} api-base Where the API lives (default: this page's origin).
 * @attr {'en' | 'es'} lang The language of the widget's text (default: the visitor's choice, then the browser's language).
 *
 * @csspart blog     The post's outer box.
 * @csspart comments The comments section.
 */
/** The `blog-id` attribute: a positive whole number. */
const blogIdAttribute = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^[1-9]\d{0,14}$/, 'expected a positive whole number'),
  v.transform(Number),
);

defineWidget({
  tag: 'bb-blog',
  attributes: { blogId: blogIdAttribute },
  component: BlogScreen,
  styles: [styles],
});

import * as v from 'valibot';
import { matrixDirSchema } from '../src/contract';
import { defineWidget } from '../src/elements/define-widget';
import listingsStyles from '../src/parts/agent-profile/agent-listings.css?inline';
import profileStyles from '../src/parts/agent-profile/agent-profile.css?inline';
import homeSearchStyles from '../src/parts/home-search/home-search.css?inline';
import cardStyles from '../src/parts/listing-card/compact-listing-card.css?inline';
// The search box's suggestions are drawn as the global search draws them.
import globalSearchStyles from '../src/parts/search/global-search.css?inline';
import styles from '../src/screens/agent-home/agent-home.css?inline';
import { AgentHomeScreen } from '../src/screens/agent-home/agent-home-screen';

/**
 * `<bb-agent-home>`: an agent's home page — the agent's banner, a search box, the agent's info (portrait,
 * title, languages, bio, website, phones, e-mail) and messenger block, the agent's listings and recent
 * sales ('See listings' scrolls to them), the TREC notices. Visiting it stores the agent (browser key `agent`), and the site's
 * other widgets follow: `<bb-contact>` says 'CONTACT {AGENT}' without the staff carousel, `<bb-listings>`
 * starts on the agent's metro. Beside `<bb-house>` it makes a listing page of the agent's site.
 *
 * @attr {string} agent The agent's MatrixDir (default: the page's sub-domain, as in `jane-doe.example.com`).
 * @attr {string} default-banner The image URL of the banner for agents without their own `website_banner`
 *   (default: a plain band in the primary colour).
 * @attr {'full' | 'compact'} variant 'compact' shows the banner, agent card and notices only, to head a
 *   `<bb-house>` listing on the agent's site (default: 'full').
 * @attr {string} api-base Where the API lives (default: this page's origin).
 * @attr {'en' | 'es'} lang The language of the widget's text (default: the visitor's choice, then the browser's language).
 */
defineWidget({
  tag: 'bb-agent-home',
  attributes: {
    agent: matrixDirSchema,
    defaultBanner: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(2000)),
    variant: v.picklist(['full', 'compact'], "expected 'full' or 'compact'"),
  },
  component: AgentHomeScreen,
  styles: [globalSearchStyles, homeSearchStyles, cardStyles, profileStyles, listingsStyles, styles],
});

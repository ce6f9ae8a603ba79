import { matrixDirSchema } from '../src/contract';
import { defineWidget } from '../src/elements/define-widget';
import styles from '../src/parts/agent-profile/agent-listings.css?inline';
import cardStyles from '../src/parts/listing-card/compact-listing-card.css?inline';
import { AgentListingsScreen } from '../src/screens/agent-listings/agent-listings-screen';

/**
 * `<bb-agent-listings>`: one agent's listings on the market and their sales of the last year, as cards
 * linking to each listing's page — for a CMS editor to put an agent's listings on any page.
 *
 * @attr {string} agent Required: the agent's MatrixDir. Missing or invalid, the block says so in place.
 * @attr {string} api-base Where the API lives (default: this page's origin).
 * @attr {'en' | 'es'} lang The language of the widget's text (default: the visitor's choice, then the browser's language).
 */
defineWidget({
  tag: 'bb-agent-listings',
  attributes: { agent: matrixDirSchema },
  component: AgentListingsScreen,
  styles: [cardStyles, styles],
});

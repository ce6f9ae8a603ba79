import { matrixDirSchema } from '../src/contract';
import { defineWidget } from '../src/elements/define-widget';
import { AgentWidgetCard } from '../src/screens/agent-widget/agent-widget-card';
import styles from '../src/screens/agent-widget/agent-widget-card.css?inline';

/**
 * `<bb-agent-widget>`: a compact agent card — portrait, name, phone, e-mail and a link to the agent's own
 * site (`{MatrixDir}.{brokerage host}`) — for agents to embed on other sites.
 *
 * @attr {string} agent Required: the agent's MatrixDir. Missing or invalid, the card says so in place.
 * @attr {string} api-base Where the API lives; the agent's site hangs off its host (default: this page's origin).
 * @attr {'en' | 'es'} lang The language of the widget's text (default: the visitor's choice, then the browser's language).
 */
defineWidget({
  tag: 'bb-agent-widget',
  attributes: { agent: matrixDirSchema },
  component: AgentWidgetCard,
  styles: [styles],
});

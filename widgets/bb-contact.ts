import { matrixDirSchema } from '../src/contract';
import { defineWidget } from '../src/elements/define-widget';
import profileStyles from '../src/parts/agent-profile/agent-profile.css?inline';
import leadStyles from '../src/parts/lead/lead.css?inline';
import { ContactScreen } from '../src/screens/contact/contact-screen';
import styles from '../src/screens/contact/contact-screen.css?inline';
import { keenSliderStyles } from '../src/styles/keen-slider-styles';

/**
 * `<bb-contact>`: the contact page — how to reach the brokerage or the page's agent, the office
 * locations with map links, the contact form (stored and e-mailed by the server), and the staff
 * carousel with cards linking to `/about/{MatrixDir}`.
 *
 * @attr {string} agent The MatrixDir of the agent whose page this is: 'CONTACT {AGENT}', the agent's phone, e-mail and inbox, no staff carousel (default: the agent `<bb-agent-home>` stored on this site, else the company's page).
 * @attr {string} api-base Where the API lives (default: this page's origin).
 * @attr {'en' | 'es'} lang The language of the widget's text (default: the visitor's choice, then the browser's language).
 */
defineWidget({
  tag: 'bb-contact',
  attributes: { agent: matrixDirSchema },
  component: ContactScreen,
  // The form reuses the lead flow's fields, errors and failure line, so it brings their stylesheet.
  styles: [keenSliderStyles, leadStyles, profileStyles, styles],
});

import { defineWidget } from '../src/elements/define-widget';
import { AccountMenu } from '../src/screens/account-menu/account-menu';
import styles from '../src/screens/account-menu/account-menu.css?inline';

/**
 * `<bb-account-menu>`: the account area for the host page's header: the language switch; for a signed-in
 * client their name, the counts of favorites and compares, links to /dashboard, /dashboard/favorites and
 * /dashboard/compare, and 'Sign out'; for a guest 'Log in' and 'Sign up', which open the page's one
 * account modal (hosted by whichever widget of the page mounted first).
 *
 * @attr {string} api-base Where the API lives (default: this page's origin).
 * @attr {'en' | 'es'} lang The language of the widget's text (default: the visitor's choice, then the browser's language).
 */
defineWidget({ tag: 'bb-account-menu', attributes: {}, component: AccountMenu, styles: [styles] });

import { defineWidget } from '../src/elements/define-widget';
import { AccountMenu } from '../src/screens/account-menu/account-menu';
import styles from '../src/screens/account-menu/account-menu.css?inline';

/**
 * `<bb-account-menu>`: the account area for the host page's header (the language switch for now).
 *
 * @attr api-base Where the API lives (default: this page's origin).
 * @attr lang     'en' or 'es' (default: the visitor's choice, then the browser's language).
 */
defineWidget({ tag: 'bb-account-menu', attributes: {}, component: AccountMenu, styles: [styles] });

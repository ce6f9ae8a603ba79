import { defineWidget } from '../src/elements/define-widget';
import accountStyles from '../src/screens/account/account.css?inline';
import { RegisterPage } from '../src/screens/account/register-page';

/**
 * `<bb-register>`: the registration page (`/register`, SPEC §2): 'Create Your Profile Now' in the page
 * itself rather than in a modal, with the ALTCHA captcha. Success signs the visitor in and links to the
 * dashboard; a visitor already signed in is told so.
 *
 * @attr {string} api-base Where the API lives (default: this page's origin).
 * @attr {'en' | 'es'} lang The language of the widget's text (default: the visitor's choice, then the browser's language).
 * @csspart register The registration form's box.
 */
defineWidget({ tag: 'bb-register', attributes: {}, component: RegisterPage, styles: [accountStyles] });

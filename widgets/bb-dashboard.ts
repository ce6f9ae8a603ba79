import * as v from 'valibot';
import { defineWidget } from '../src/elements/define-widget';
import accountStyles from '../src/screens/account/account.css?inline';
import styles from '../src/screens/dashboard/dashboard.css?inline';
import { DashboardScreen } from '../src/screens/dashboard/dashboard-screen';
import savedStyles from '../src/screens/saved/saved.css?inline';

const pathSchema = v.pipe(v.string(), v.regex(/^\/[^\s]*$/, 'Expected a path starting with /'));

/**
 * `<bb-dashboard>`: the signed-in client's dashboard (`/dashboard`): profile photo, 'Account details'
 * with 'Update profile', 'Password change', My Properties (the listings flagged Saved or Possibility,
 * with notes), Saved Searches (open, rename, e-mail notifications, delete), and the side links Profile,
 * My Properties, Favorites, Saved Searches, Submit Property and Logout. A guest sees a prompt that opens the login modal.
 *
 * @attr {string} favorites-path Where 'Favorites' goes (default: '/dashboard/favorites').
 * @attr {string} properties-path Where 'My Properties' goes (default: its section on the dashboard, '#my-properties').
 * @attr {string} submit-path Where 'Submit Property' goes (default: '/contact').
 * @attr {string} api-base Where the API lives (default: this page's origin).
 * @attr {'en' | 'es'} lang The language of the widget's text (default: the visitor's choice, then the browser's language).
 * @csspart dashboard    The signed-in client's dashboard.
 */
defineWidget({
  tag: 'bb-dashboard',
  attributes: { favoritesPath: pathSchema, propertiesPath: pathSchema, submitPath: pathSchema },
  component: DashboardScreen,
  styles: [accountStyles, savedStyles, styles],
});

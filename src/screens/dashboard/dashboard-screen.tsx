import { useAtomValue, useSetAtom } from 'jotai';
import { loginRequestAtom } from '../../state/require-login-atom';
import {
  sessionClientAtom,
  sessionStatusAtom,
  signOutAtom,
  signOutFailedAtom,
} from '../../state/session-atom';
import { useT } from '../../ui/use-t';
import { AccountDetailsForm } from './account-details-form';
import { DashboardProperties } from './dashboard-properties';
import { DashboardSavedSearches } from './dashboard-saved-searches';
import { DeleteAccountSection } from './delete-account-section';
import { PasswordForm } from './password-form';

export interface DashboardProps {
  /** Where 'Favorites' goes (default /dashboard/favorites). */
  favoritesPath?: string | undefined;
  /** Where 'My Properties' goes (default: its section on this dashboard, the client's saved properties). */
  propertiesPath?: string | undefined;
  /** Where 'Submit Property' goes (default /contact). */
  submitPath?: string | undefined;
}

/**
 * `<bb-dashboard>` (SPEC §2 "Client dashboard"): the client's photo, 'Account details' and 'Password
 * change', My Properties (the listings flagged Saved or Possibility) and Saved Searches, with the side
 * links Profile, My Properties, Favorites, Saved Searches, Submit Property and Logout. A guest is
 * asked to sign in (the page's login modal); the page then shows the dashboard at once.
 */
export function DashboardScreen({ favoritesPath, propertiesPath, submitPath }: DashboardProps) {
  const { t } = useT();
  const client = useAtomValue(sessionClientAtom);
  const status = useAtomValue(sessionStatusAtom);
  const openLogin = useSetAtom(loginRequestAtom);
  const signOut = useSetAtom(signOutAtom);
  const signOutFailed = useAtomValue(signOutFailedAtom);

  if (!client) {
    if (status === 'loading')
      return (
        <p className="dashboard-loading" role="status">
          {t('common.loading')}
        </p>
      );
    return (
      <section className="dashboard-guest" aria-labelledby="dashboard-guest-title">
        <h2 id="dashboard-guest-title">{t('dashboard.title')}</h2>
        <p>{t('dashboard.signInPrompt')}</p>
        <button type="button" className="bb-button" onClick={() => openLogin({ reason: 'dashboard' })}>
          {t('account.menu.logIn')}
        </button>
      </section>
    );
  }
  const name = [client.PartyName, client.lname].filter(Boolean).join(' ');
  return (
    <div className="dashboard" part="dashboard">
      <nav className="dashboard-nav" aria-label={t('dashboard.navLabel')}>
        <ul>
          <li>
            <a href="#profile" aria-current="page">
              {t('dashboard.profile')}
            </a>
          </li>
          <li>
            <a href={propertiesPath ?? '#my-properties'}>{t('dashboard.myProperties')}</a>
          </li>
          <li>
            <a href={favoritesPath ?? '/dashboard/favorites'}>{t('dashboard.favorites')}</a>
          </li>
          <li>
            <a href="#saved-searches">{t('savedSearch.title')}</a>
          </li>
          <li>
            <a href={submitPath ?? '/contact'}>{t('dashboard.submitProperty')}</a>
          </li>
          <li>
            <button type="button" className="dashboard-logout" onClick={() => void signOut()}>
              {t('dashboard.logout')}
            </button>
          </li>
        </ul>
      </nav>
      <div className="dashboard-main" id="profile">
        <header className="dashboard-header">
          {client.image_url ? (
            <img
              className="dashboard-photo"
              src={client.image_url}
              alt={t('dashboard.photoAlt', { name })}
              width="96"
              height="96"
            />
          ) : (
            <span className="dashboard-photo dashboard-initials" aria-hidden="true">
              {(client.PartyName[0] ?? '?').toUpperCase()}
            </span>
          )}
          <div>
            <h2 className="dashboard-name">{name || client.PartyEmail}</h2>
            <p className="dashboard-email">{client.PartyEmail}</p>
          </div>
        </header>
        {signOutFailed && (
          <p className="bb-account-failure" role="alert">
            {t('account.error.signOut')}
          </p>
        )}
        <div className="dashboard-forms">
          <AccountDetailsForm key={client.ClientID} client={client} />
          <PasswordForm email={client.PartyEmail ?? ''} />
          <DeleteAccountSection />
        </div>
        <DashboardProperties />
        <DashboardSavedSearches listingsPath="/listings" />
      </div>
    </div>
  );
}

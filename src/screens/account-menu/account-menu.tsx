import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import type { Lang } from '../../lib/i18n/lang';
import { languageAtom } from '../../state/language-atom';
import { loginRequestAtom } from '../../state/require-login-atom';
import { savedKeysAtom } from '../../state/saved-keys-atom';
import { displayClientAtom, isSignedInAtom, signOutAtom, signOutFailedAtom } from '../../state/session-atom';
import { Dropdown } from '../../ui/dropdown';
import { useMediaQuery } from '../../ui/use-media-query';
import { useT } from '../../ui/use-t';

// `code` is what a phone (PHONE_QUERY, account-menu.css's breakpoint) shows: the full names beside
// 'Iniciar sesión' and 'Registrarse' would wrap the header's account row onto a second line at 375 px.
const LANGUAGES: readonly { lang: Lang; label: string; code: string }[] = [
  { lang: 'en', label: 'English', code: 'EN' },
  { lang: 'es', label: 'Español', code: 'ES' },
];
const PHONE_QUERY = '(max-width: 640px)';

/**
 * The host page header's account area (SPEC §1): the language switch, shared by every widget on the page;
 * for a client their name, the counts of favorites and compares, links to the dashboard and 'Sign out';
 * for a guest 'Login' and 'Sign Up', which open the page's account modal.
 */
export function AccountMenu() {
  const { t, tp } = useT();
  const [lang, setLang] = useAtom(languageAtom);
  const client = useAtomValue(displayClientAtom);
  const signedIn = useAtomValue(isSignedInAtom);
  const keys = useAtomValue(savedKeysAtom);
  const openModal = useSetAtom(loginRequestAtom);
  const signOut = useSetAtom(signOutAtom);
  const signOutFailed = useAtomValue(signOutFailedAtom);
  const phone = useMediaQuery(PHONE_QUERY);
  const favorites = keys.favorites.size;
  const compares = keys.compares.size;
  return (
    <div className="account-menu" part="menu">
      {client ? (
        <Dropdown
          name="account"
          label={client.PartyName || t('account.menu.account')}
          ariaLabel={t('account.menu.for', { name: client.PartyName || client.PartyEmail || '' })}
          className="account-dropdown"
        >
          {(close) => (
            <div className="account-panel">
              <p className="account-counts">
                <a href="/dashboard/favorites">{tp('account.menu.favorites', favorites)}</a>
                <a href="/dashboard/compare">{tp('account.menu.compares', compares)}</a>
              </p>
              <ul className="account-links">
                <li>
                  <a href="/dashboard">{t('account.menu.dashboard')}</a>
                </li>
                <li>
                  <a href="/dashboard/favorites">{t('dashboard.favorites')}</a>
                </li>
                <li>
                  <a href="/dashboard/compare">{t('dashboard.compare')}</a>
                </li>
              </ul>
              <button
                type="button"
                className="bb-button bb-secondary"
                disabled={!signedIn}
                onClick={() => {
                  close();
                  void signOut();
                }}
              >
                {t('account.menu.signOut')}
              </button>
            </div>
          )}
        </Dropdown>
      ) : (
        <div className="account-guest">
          <button type="button" className="account-login" onClick={() => openModal({ reason: 'menu' })}>
            {t('account.menu.logIn')}
          </button>
          <button
            type="button"
            className="account-signup"
            onClick={() => openModal({ reason: 'menu', view: 'register' })}
          >
            {t('account.menu.signUp')}
          </button>
        </div>
      )}
      {client && signOutFailed && (
        <p className="account-failure" role="alert">
          {t('account.error.signOut')}
        </p>
      )}
      {/* Each name is written in its own language, so a reader of either can find theirs. */}
      <fieldset className="language-switch">
        <legend className="bb-visually-hidden">{t('lang.switchLabel')}</legend>
        {LANGUAGES.map((option) => (
          <button
            key={option.lang}
            type="button"
            lang={option.lang}
            aria-pressed={lang === option.lang}
            onClick={() => setLang(option.lang)}
          >
            {/* On a phone only the code shows, and the name is heard after it: a name that starts with
                the label a visitor sees is one voice control can click (WCAG 2.5.3, label in name). */}
            {phone && <span>{option.code} </span>}
            <span className={phone ? 'bb-visually-hidden' : undefined}>{option.label}</span>
          </button>
        ))}
      </fieldset>
    </div>
  );
}

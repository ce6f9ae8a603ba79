import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { postSocialSignIn } from '../../api/post-social-sign-in';
import type { ConfigResponse } from '../../contract';
import { apiClientAtom } from '../../state/api-base-atom';
import { configAtom } from '../../state/config-atom';
import { leadSource } from '../../state/lead-source';
import { setSessionClientAtom, toSessionClient } from '../../state/session-atom';
import { accountErrorText } from '../../ui/account-error-text';
import { FormOutcomeLines } from '../../ui/form-outcome-lines';
import { useT } from '../../ui/use-t';
import { loadScript } from './load-script';

/** SPEC §7: the default source of a social sign-in is the product's own name. */
const DEFAULT_SOURCE = 'bluebonnet';

interface GoogleId {
  initialize: (options: { client_id: string; callback: (response: { credential?: string }) => void }) => void;
  renderButton: (parent: HTMLElement, options: Record<string, unknown>) => void;
}
interface FacebookSdk {
  init: (options: Record<string, unknown>) => void;
  login: (
    done: (response: { authResponse?: { accessToken?: string } | null }) => void,
    options: object,
  ) => void;
}

const googleId = (): GoogleId | null =>
  (globalThis as { google?: { accounts?: { id?: GoogleId } } }).google?.accounts?.id ?? null;
const facebook = (): FacebookSdk | null => (globalThis as { FB?: FacebookSdk }).FB ?? null;

/** Which providers show here: configured on the server and this page's host listed (empty: every host). */
function providers(config: ConfigResponse | null) {
  const social = config?.social_sign_in;
  const host = globalThis.location?.hostname.toLowerCase() ?? '';
  if (!social || (social.hosts.length > 0 && !social.hosts.includes(host)))
    return { google: null, facebook: null };
  return { google: social.google_client_id, facebook: social.facebook_app_id };
}

/**
 * The login modal's Google and Facebook buttons (SPEC §2), shown only when the server configured the
 * provider and lists this host. The token goes to our server, which verifies it with the provider and
 * answers like POST /sign-in; the `source` of the visit travels along.
 */
export function SocialSignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const { t, lang } = useT();
  const api = useAtomValue(apiClientAtom);
  const config = useAtomValue(configAtom);
  const setClient = useSetAtom(setSessionClientAtom);
  const [failure, setFailure] = useState<string | null>(null);
  const googleBox = useRef<HTMLDivElement>(null);
  const { google, facebook: facebookApp } = providers(config);

  const finish = async (provider: 'google' | 'facebook', token: string) => {
    const result = await postSocialSignIn(api, provider, token, leadSource() ?? DEFAULT_SOURCE);
    if (!result.ok) return setFailure(t('account.error.network'));
    if (!result.value.success) {
      const { code, message } = result.value;
      return setFailure(accountErrorText(t, code ?? message ?? 'social_failed'));
    }
    setClient(toSessionClient(result.value.Client));
    onSignedIn();
  };

  // Google calls back long after rendering: it must reach the latest `finish`.
  const finishRef = useRef(finish);
  finishRef.current = finish;

  useEffect(() => {
    const box = googleBox.current;
    if (!google || !box) return;
    loadScript('https://accounts.google.com/gsi/client')
      .then(() => {
        const id = googleId();
        if (!id) throw new Error('Google Identity Services did not start');
        id.initialize({
          client_id: google,
          callback: (response) => {
            if (response.credential) void finishRef.current('google', response.credential);
            else setFailure(t('auth.error.googlePrivacy'));
          },
        });
        id.renderButton(box, { type: 'standard', text: 'signin_with', locale: lang, width: 280 });
      })
      // Blocked third-party scripts or cookies: the privacy text SPEC §8 defines.
      .catch(() => setFailure(t('auth.error.googlePrivacy')));
  }, [google, lang, t]);

  const loginWithFacebook = async () => {
    if (!facebookApp) return;
    try {
      await loadScript('https://connect.facebook.net/en_US/sdk.js');
      const sdk = facebook();
      if (!sdk) throw new Error('Facebook SDK did not start');
      sdk.init({ appId: facebookApp, version: 'v19.0', cookie: false, xfbml: false });
      sdk.login(
        (response) => {
          const token = response.authResponse?.accessToken;
          if (token) void finish('facebook', token);
        },
        { scope: 'email,public_profile' },
      );
    } catch {
      setFailure(t('account.error.socialFailed'));
    }
  };

  if (!google && !facebookApp) return null;
  return (
    <div className="bb-account-social">
      <p className="bb-account-or">{t('auth.or')}</p>
      {facebookApp && (
        <button type="button" className="bb-button bb-secondary" onClick={() => void loginWithFacebook()}>
          {t('auth.loginWithFacebook')}
        </button>
      )}
      {google && <div ref={googleBox} className="bb-account-google" />}
      <FormOutcomeLines failure={failure} />
    </div>
  );
}

import { useSetAtom } from 'jotai';
import { requireLoginAtom } from '../../state/require-login-atom';
import { useT } from '../../ui/use-t';

/** What a guest sees instead of a client's list: why to sign in, and the button that opens the login modal. */
export function SavedSignInPrompt({ text, reason }: { text: string; reason: 'favorite' | 'compare' }) {
  const { t } = useT();
  const requireLogin = useSetAtom(requireLoginAtom);
  return (
    <div className="saved-empty">
      <p>{text}</p>
      <button type="button" className="bb-button" onClick={() => requireLogin(reason)}>
        {t('saved.signIn')}
      </button>
    </div>
  );
}

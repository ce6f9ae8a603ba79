import { useAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { loginRequestAtom } from '../../state/require-login-atom';
import { Modal } from '../../ui/modal';
import { ShadowStyle } from '../../ui/shadow-style';
import { useT } from '../../ui/use-t';
import styles from './account.css?inline';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

/** The element that has focus, looking through every shadow root (another widget may hold it). */
function deepActiveElement(): HTMLElement | null {
  let active = globalThis.document?.activeElement ?? null;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

/**
 * The page's one account modal (SPEC §2 "Login, registration"): the login form, or the register form
 * ('Create your profile'), switching between them with 'Sign Up' and 'Login'. Closing (button, Escape,
 * backdrop) or signing in clears the request and gives focus back to what had it, even in another widget.
 */
export function AccountModals() {
  const { t } = useT();
  const [request, setRequest] = useAtom(loginRequestAtom);

  // Taken while rendering, before the dialog (a child, whose effect runs first) moves focus into itself.
  const [previous] = useState(deepActiveElement);
  useEffect(
    () => () => {
      // After the dialog has closed: while it is open the rest of the page is inert and refuses focus.
      setTimeout(() => {
        if (previous?.isConnected) previous.focus();
      });
    },
    [previous],
  );

  // 'Sign Up' and 'Login' swap the form, and the button that had focus goes with the old one: focus
  // moves to the new form's first control, not to the page's <body> behind the modal.
  const view = useRef<HTMLDivElement>(null);
  const register = request?.view === 'register';
  const shown = useRef(register);
  useEffect(() => {
    if (shown.current === register) return;
    shown.current = register;
    view.current?.querySelector<HTMLElement>('input, select, textarea, button')?.focus();
  }, [register]);

  if (!request) return null;
  const close = () => setRequest(null);
  return (
    <>
      <ShadowStyle css={styles} />
      <Modal
        open
        onClose={close}
        title={register ? t('auth.createProfileNow') : t('auth.login')}
        className={register ? 'bb-account-modal bb-register-modal' : 'bb-account-modal bb-login-modal'}
      >
        <div ref={view}>
          {/* The modal's title is the form's one heading: no second 'Create your profile' under it. */}
          {register ? (
            <RegisterForm onRegistered={close} onLogin={() => setRequest({ ...request, view: 'login' })} />
          ) : (
            <LoginForm onSignedIn={close} onSignUp={() => setRequest({ ...request, view: 'register' })} />
          )}
        </div>
      </Modal>
    </>
  );
}

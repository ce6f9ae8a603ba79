import type { Meta, StoryObj } from '@storybook/react-vite';
import { useSetAtom } from 'jotai';
import { type ReactNode, useEffect, useState } from 'react';
import { AccountModals } from '../src/screens/account/account-modals';
import { type AccountView, loginRequestAtom } from '../src/state/require-login-atom';
import uiStyles from '../src/ui/ui.css?inline';
import { installFakeAccountApi } from './support/fake-account-api';
import { ShadowStage } from './support/shadow-stage';

/** Installs the canned account API and opens the modal (each story has a fresh store). */
function Opened({ view, children }: { view: AccountView; children: ReactNode }) {
  const [ready, setReady] = useState(false);
  const setRequest = useSetAtom(loginRequestAtom);
  useEffect(() => {
    const uninstall = installFakeAccountApi();
    setRequest({ reason: 'menu', view });
    setReady(true);
    return uninstall;
  }, [view, setRequest]);
  return ready ? children : null;
}

const meta = {
  title: 'Accounts/Login and register modal',
  component: AccountModals,
  parameters: {
    docs: {
      description: {
        component:
          "The page's one account modal over a canned API: the login form ('ana@example.com' / 'correct horse' signs in; anything else is refused with 'The information provided does not match our records.') and 'Create Your Profile Now' with the real ALTCHA widget (its challenge needs the server: without one it shows its error). 'ana@example.com' is taken at registration.",
      },
    },
  },
  decorators: [
    (Story, context) => (
      <ShadowStage styles={[uiStyles]} lang={context.parameters.lang === 'es' ? 'es' : 'en'}>
        <Opened view={context.parameters.view === 'register' ? 'register' : 'login'}>
          <Story />
        </Opened>
      </ShadowStage>
    ),
  ],
} satisfies Meta<typeof AccountModals>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Login: Story = {};

export const LoginSpanish: Story = { parameters: { lang: 'es' } };

export const Register: Story = { parameters: { view: 'register' } };

export const RegisterSpanish: Story = { parameters: { view: 'register', lang: 'es' } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useSetAtom } from 'jotai';
import { type ReactNode, useEffect, useState } from 'react';
import accountStyles from '../src/screens/account/account.css?inline';
import styles from '../src/screens/dashboard/dashboard.css?inline';
import { DashboardScreen } from '../src/screens/dashboard/dashboard-screen';
import { setSessionClientAtom } from '../src/state/session-atom';
import uiStyles from '../src/ui/ui.css?inline';
import { installFakeAccountApi } from './support/fake-account-api';
import { ShadowStage } from './support/shadow-stage';

/** Installs the canned account API and the story's client (or a guest) in the story's fresh store. */
function WithClient({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
  const [ready, setReady] = useState(false);
  const setClient = useSetAtom(setSessionClientAtom);
  useEffect(() => {
    const uninstall = installFakeAccountApi();
    setClient(
      signedIn
        ? {
            ClientID: 7,
            PartyName: 'Ana',
            lname: 'Pérez',
            PartyEmail: 'ana@example.com',
            PartyPhone: '5125550147',
          }
        : null,
    );
    setReady(true);
    return uninstall;
  }, [signedIn, setClient]);
  return ready ? children : null;
}

const meta = {
  title: 'Accounts/Dashboard',
  component: DashboardScreen,
  parameters: {
    docs: {
      description: {
        component:
          "`<bb-dashboard>` over a canned API: 'Account details' with 'Update profile' (multipart; the photo is checked for type and size first) and 'Password change' ('correct horse' is the current password; anything else shows the server's currentPswError on its box). A guest sees a prompt that opens the login modal.",
      },
    },
  },
  decorators: [
    (Story, context) => (
      <ShadowStage
        styles={[uiStyles, accountStyles, styles]}
        lang={context.parameters.lang === 'es' ? 'es' : 'en'}
      >
        <WithClient signedIn={context.parameters.signedIn !== false}>
          <Story />
        </WithClient>
      </ShadowStage>
    ),
  ],
} satisfies Meta<typeof DashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {};

export const Spanish: Story = { parameters: { lang: 'es' } };

export const Guest: Story = { parameters: { signedIn: false } };

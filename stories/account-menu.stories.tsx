import type { Meta, StoryObj } from '@storybook/react-vite';
import { AccountMenu } from '../src/screens/account-menu/account-menu';
import styles from '../src/screens/account-menu/account-menu.css?inline';
import { widgetStage } from './support/widget-stage';

const meta = {
  title: 'Widgets/bb-account-menu',
  component: AccountMenu,
  parameters: {
    docs: {
      description: {
        component:
          "`<bb-account-menu>` for the page header: the language switch; 'Log in' and 'Sign up' for a guest; for a signed-in client (Ana) her name, the favorites and compare counts, the dashboard links and 'Sign out'.",
      },
    },
  },
  decorators: [widgetStage([styles])],
} satisfies Meta<typeof AccountMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = {};

export const SignedIn: Story = { parameters: { signedIn: true } };

export const Spanish: Story = { parameters: { lang: 'es' } };

export const SignedInSpanish: Story = { parameters: { signedIn: true, lang: 'es' } };

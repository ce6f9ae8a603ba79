import type { Meta, StoryObj } from '@storybook/react-vite';
import accountStyles from '../src/screens/account/account.css?inline';
import { RegisterPage } from '../src/screens/account/register-page';
import { widgetStage } from './support/widget-stage';

const meta = {
  title: 'Widgets/bb-register',
  component: RegisterPage,
  parameters: {
    docs: {
      description: {
        component:
          "`<bb-register>`: 'Create Your Profile Now' in the page, with the ALTCHA captcha (its challenge comes from the server: in Storybook the captcha shows its error, so the form cannot be sent). A visitor already signed in is told so.",
      },
    },
  },
  decorators: [widgetStage([accountStyles], 720)],
} satisfies Meta<typeof RegisterPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = {};

export const Spanish: Story = { parameters: { lang: 'es' } };

export const AlreadySignedIn: Story = { parameters: { signedIn: true } };

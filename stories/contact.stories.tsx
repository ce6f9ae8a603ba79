import type { Meta, StoryObj } from '@storybook/react-vite';
import leadStyles from '../src/parts/lead/lead.css?inline';
import { ContactScreen } from '../src/screens/contact/contact-screen';
import styles from '../src/screens/contact/contact-screen.css?inline';
import { keenSliderStyles } from '../src/styles/keen-slider-styles';
import { widgetStage } from './support/widget-stage';

const meta = {
  title: 'Widgets/bb-contact',
  component: ContactScreen,
  parameters: {
    docs: {
      description: {
        component:
          "`<bb-contact>`: the company's contact page — how to reach the brokerage, the offices with map links, the contact form and the staff carousel — over the fake API (the form's POST answers 404 there, so sending shows the failure line and keeps what was typed). With `agent` it is that agent's page: 'CONTACT {AGENT}', no carousel.",
      },
    },
  },
  decorators: [widgetStage([keenSliderStyles, leadStyles, styles])],
} satisfies Meta<typeof ContactScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Company: Story = {};

export const Spanish: Story = { parameters: { lang: 'es' } };

export const AgentPage: Story = { args: { agent: 'brian-mcallister' } };

export const Loading: Story = { parameters: { api: 'slow' } };

export const ApiDown: Story = { parameters: { api: 'down' } };

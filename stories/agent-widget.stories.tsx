import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useEffect, useState } from 'react';
import { AgentWidgetCard } from '../src/screens/agent-widget/agent-widget-card';
import styles from '../src/screens/agent-widget/agent-widget-card.css?inline';
import { ShadowStage } from './support/shadow-stage';

const JANE = {
  MatrixDir: 'jane-doe',
  AgentChimeName: 'Jane Doe',
  AgentBizPhone: '5125550177',
  bizphone_standard: '5125550177',
  AgenteMail: 'jane.doe@bluebonnetrealty.example',
  AgentPhone: '5125550188',
  Metro: 'austin',
  website_banner: null,
  company: false,
};

/** Answers the card's agent-info call for the story; an unknown agent is a 404. */
function WithFakeApi({ mode, children }: { mode: 'ok' | 'slow' | 'down'; children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const real = window.fetch;
    window.fetch = async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
      if (!url.pathname.startsWith('/api/agentInfo/')) return real(input, init);
      if (mode === 'down')
        return Response.json({ error: { code: 'internal', message: 'Down' } }, { status: 500 });
      if (mode === 'slow') await new Promise((resolve) => setTimeout(resolve, 60_000));
      return url.pathname === '/api/agentInfo/jane-doe'
        ? Response.json({ data: JANE })
        : Response.json({ error: { code: 'notFound', message: 'No such agent' } }, { status: 404 });
    };
    setReady(true);
    return () => {
      window.fetch = real;
    };
  }, [mode]);
  return ready ? children : null;
}

const meta = {
  title: 'Agents/Agent widget',
  component: AgentWidgetCard,
  args: { agent: 'jane-doe' },
  parameters: {
    docs: {
      description: {
        component:
          '`<bb-agent-widget agent="{MatrixDir}">`: a compact agent card for agent sites to embed elsewhere. The portrait comes from the photo CDN (`/photos/agents/{MatrixDir}.svg`; broken in Storybook unless a server runs), the link goes to the agent\'s own site `{MatrixDir}.{brokerage host}`.',
      },
    },
  },
  decorators: [
    (Story, context) => {
      const mode =
        context.parameters.mode === 'down' ? 'down' : context.parameters.mode === 'slow' ? 'slow' : 'ok';
      return (
        <ShadowStage styles={[styles]} lang={context.parameters.lang === 'es' ? 'es' : 'en'}>
          <WithFakeApi mode={mode}>
            <div style={{ maxWidth: 420, padding: 16 }}>
              <Story />
            </div>
          </WithFakeApi>
        </ShadowStage>
      );
    },
  ],
} satisfies Meta<typeof AgentWidgetCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Spanish: Story = { parameters: { lang: 'es' } };

/** The `agent` attribute is missing or not a MatrixDir: the card says so in place. */
export const MissingAgent: Story = { args: { agent: undefined } };

export const UnknownAgent: Story = { args: { agent: 'nobody' } };

export const Loading: Story = { parameters: { mode: 'slow' } };

/** The API fails: a quiet message with Retry. */
export const ApiDown: Story = { parameters: { mode: 'down' } };

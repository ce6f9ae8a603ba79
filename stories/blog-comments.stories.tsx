import type { Meta, StoryObj } from '@storybook/react-vite';
import { useSetAtom } from 'jotai';
import { type ReactNode, useEffect, useState } from 'react';
import { BlogScreen } from '../src/screens/blog/blog-screen';
import blogStyles from '../src/screens/blog/blog-screen.css?inline';
import { sessionClientAtom } from '../src/state/session-atom';
import { installFakeBlogApi } from './support/fake-blog-api';
import { ShadowStage } from './support/shadow-stage';

/** Installs the canned blog API (and, when `signedIn`, the story's client) before the first request. */
function WithFakeApi({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
  const [ready, setReady] = useState(false);
  const setSession = useSetAtom(sessionClientAtom);
  useEffect(() => {
    const uninstall = installFakeBlogApi();
    setSession(signedIn ? { ClientID: 7, PartyName: 'Ana' } : null);
    setReady(true);
    return uninstall;
  }, [signedIn, setSession]);
  return ready ? children : null;
}

const meta = {
  title: 'Blog/Post and comments',
  component: BlogScreen,
  args: { blogId: 1 },
  parameters: {
    docs: {
      description: {
        component:
          "`<bb-blog>`'s screen over a canned API: the post, like / dislike / share, and the threaded comments. The first comment is the signed-in client's own (Delete shows only there); the second has five replies behind '5 replies'. Posting, replying, liking and deleting change the canned thread.",
      },
    },
  },
  decorators: [
    (Story, context) => (
      <ShadowStage styles={[blogStyles]} lang={context.parameters.lang === 'es' ? 'es' : 'en'}>
        <WithFakeApi signedIn={context.parameters.signedIn !== false}>
          <Story />
        </WithFakeApi>
      </ShadowStage>
    ),
  ],
} satisfies Meta<typeof BlogScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A signed-in client (ClientID 7): their like is pressed and Delete shows on their comment. */
export const SignedIn: Story = {};

/** A guest: every action asks for the login modal (not part of this story). */
export const Guest: Story = { parameters: { signedIn: false } };

/** The same in Spanish, dates day first. */
export const Spanish: Story = { parameters: { lang: 'es' } };

import type { Decorator } from '@storybook/react-vite';
import { useSetAtom } from 'jotai';
import { type ReactNode, useEffect, useState } from 'react';
import { setSessionClientAtom } from '../../src/state/session-atom';
import uiStyles from '../../src/ui/ui.css?inline';
import { type ApiState, installFakeWidgetApi, STORY_CLIENT } from './fake-widget-api';
import { ShadowStage } from './shadow-stage';

/**
 * The parameters a widget story sets: `lang` ('en' default), `api` (the fake API's state, 'ok' default)
 * and `signedIn` (Ana, or a guest by default).
 */
interface WidgetStoryParameters {
  lang?: 'en' | 'es';
  api?: ApiState;
  signedIn?: boolean;
}

const API_STATES: readonly ApiState[] = ['ok', 'empty', 'slow', 'down'];

/** Installs the fake API and the session before the widget mounts (it fetches as it mounts). */
function WithWidgetApi({
  state,
  signedIn,
  children,
}: {
  state: ApiState;
  signedIn: boolean;
  children: ReactNode;
}) {
  const [ready, setReady] = useState(false);
  const setClient = useSetAtom(setSessionClientAtom);
  useEffect(() => {
    const uninstall = installFakeWidgetApi({ state, signedIn });
    setClient(signedIn ? STORY_CLIENT : null);
    setReady(true);
    return uninstall;
  }, [state, signedIn, setClient]);
  return ready ? children : null;
}

/** A decorator rendering the story as the widget renders on a page, with its stylesheets, over the fake API. */
export function widgetStage(styles: readonly string[], maxWidth?: number): Decorator {
  return (Story, context) => {
    const state = API_STATES.find((s) => s === context.parameters.api) ?? 'ok';
    return (
      <ShadowStage styles={[uiStyles, ...styles]} lang={context.parameters.lang === 'es' ? 'es' : 'en'}>
        <WithWidgetApi state={state} signedIn={context.parameters.signedIn === true}>
          <div style={maxWidth ? { maxWidth, padding: 16 } : { padding: 16 }}>
            <Story />
          </div>
        </WithWidgetApi>
      </ShadowStage>
    );
  };
}

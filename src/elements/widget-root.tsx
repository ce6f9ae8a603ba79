import { Provider, useAtomValue, useSetAtom, useStore } from 'jotai';
import { type ReactNode, useDeferredValue, useEffect } from 'react';
import { AccountModalHost } from '../screens/account/account-modal-host';
import { apiBaseAtom } from '../state/api-base-atom';
import { languageAtom, languageAttributeAtom } from '../state/language-atom';
import { leadSource } from '../state/lead-source';
import { store } from '../state/store';
import baseStyles from '../styles/base.css?inline';
import { ShadowStyle } from '../ui/shadow-style';
import uiStyles from '../ui/ui.css?inline';
import { announceLanguage } from './announce-language';
import { useCatalogLoading } from './use-catalog-loading';
import { WidgetContext } from './widget-context';
import { WidgetErrorBoundary } from './widget-error-boundary';

interface Props {
  tag: string;
  host: HTMLElement | null;
  styles: readonly string[];
  apiBase: string | undefined;
  lang: string | undefined;
  children?: ReactNode;
}

/**
 * What every widget is rendered inside: the shared store, its stylesheet (inside the shadow root, never
 * the host page), the page-wide settings its attributes carry, the error boundary, and the page's session
 * with its one account modal (whichever widget mounts first hosts it).
 */
export function WidgetRoot({ tag, host, styles, apiBase, lang, children }: Props) {
  return (
    <Provider store={store}>
      <WidgetContext value={{ tag, host }}>
        <ShadowStyle css={[baseStyles, uiStyles, ...styles].join('\n')} />
        <PageSettings apiBase={apiBase} lang={lang} />
        <LanguageScope>
          <MountInBackground>
            <WidgetErrorBoundary tag={tag}>{children}</WidgetErrorBoundary>
            <WidgetErrorBoundary tag={tag}>
              <AccountModalHost />
            </WidgetErrorBoundary>
          </MountInBackground>
        </LanguageScope>
      </WidgetContext>
    </Provider>
  );
}

/**
 * Hands the element's `api-base` and `lang` attributes to the shared store, keeps the lead source, and
 * tells the host page the widgets' language.
 */
function PageSettings({ apiBase, lang }: { apiBase: string | undefined; lang: string | undefined }) {
  const setApiBase = useSetAtom(apiBaseAtom);
  const setLanguageAttribute = useSetAtom(languageAttributeAtom);
  const pageStore = useStore();
  useCatalogLoading();
  useEffect(() => {
    if (apiBase !== undefined) setApiBase(apiBase);
  }, [apiBase, setApiBase]);
  useEffect(() => {
    if (lang !== undefined) setLanguageAttribute(lang);
  }, [lang, setLanguageAttribute]);
  // After the `lang` attribute is in the store, so the page's first word is the language it will see.
  useEffect(() => announceLanguage(pageStore), [pageStore]);
  // SPEC §2: the landing page's `source` is kept for the tab's later leads, whichever page they come from.
  // Only a page whose address has one has anything to keep: the tab's session storage is opened when a
  // lead is sent, not on every page (opening it cost a phone 40 ms of the first screen).
  useEffect(() => {
    if (new URLSearchParams(globalThis.location?.search ?? '').has('source')) leadSource();
  }, []);
  return null;
}

/** Marks the widget's content with its language, for screen readers and hyphenation. */
function LanguageScope({ children }: { children: ReactNode }) {
  const lang = useAtomValue(languageAtom);
  return (
    <div className="bb-root" part="root" lang={lang}>
      {children}
    </div>
  );
}

/**
 * Draws the screen in a second, background render. r2wc's `root.render()` is an ordinary update, which
 * React renders in one go: a whole screen at once held a phone's main thread for 250 ms and more
 * (Lighthouse's Total Blocking Time). A deferred value's first render is the initial value (nothing yet);
 * React then renders the screen at transition priority, yielding to the browser every few milliseconds.
 * The host page holds the widget's room meanwhile (demo/assets/site.css), so nothing shifts.
 */
function MountInBackground({ children }: { children: ReactNode }) {
  const mounted = useDeferredValue(true, false);
  return mounted ? children : null;
}

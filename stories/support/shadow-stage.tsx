import { createStore, Provider } from 'jotai';
import { type ReactNode, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { useCatalogLoading } from '../../src/elements/use-catalog-loading';
import { WidgetContext } from '../../src/elements/widget-context';
import type { Lang } from '../../src/lib/i18n/lang';
import { languageChoiceAtom } from '../../src/state/language-atom';
import baseStyles from '../../src/styles/base.css?inline';

interface Props {
  styles: readonly string[];
  lang?: Lang;
  children: ReactNode;
}

/**
 * Renders a story as a widget renders on a page: inside an open shadow root with the widget stylesheets,
 * over a fresh store of its own so stories never leak state into each other.
 */
export function ShadowStage({ styles, lang = 'en', children }: Props) {
  const [root, setRoot] = useState<ShadowRoot | null>(null);
  const store = useMemo(() => {
    const fresh = createStore();
    fresh.set(languageChoiceAtom, lang);
    return fresh;
  }, [lang]);
  return (
    <div
      ref={(host) => {
        if (host && !root) setRoot(host.shadowRoot ?? host.attachShadow({ mode: 'open' }));
      }}
    >
      {root &&
        createPortal(
          <Provider store={store}>
            <CatalogLoading />
            <WidgetContext
              value={{ tag: 'bb-story', host: root.host instanceof HTMLElement ? root.host : null }}
            >
              <style>{[baseStyles, ...styles].join('\n')}</style>
              <div className="bb-root" lang={lang}>
                {children}
              </div>
            </WidgetContext>
          </Provider>,
          root,
        )}
    </div>
  );
}

/** Fetches the story language's texts as a widget does; without it a Spanish story would speak English. */
function CatalogLoading() {
  useCatalogLoading();
  return null;
}

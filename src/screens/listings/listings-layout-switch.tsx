import { useAtom } from 'jotai';
import type { MessageKey } from '../../lib/i18n/messages-en';
import { LISTINGS_LAYOUTS, type ListingsLayout, listingsLayoutAtom } from '../../state/listings-layout-atom';
import { useT } from '../../ui/use-t';

const LABELS: Record<ListingsLayout, MessageKey> = {
  1: 'listings.layout.oneColumn',
  2: 'listings.layout.twoColumns',
  3: 'listings.layout.threeColumns',
};

/** The one / two / three cards per row switch (SPEC §2); desktop only, narrow screens fit what they can. */
export function ListingsLayoutSwitch() {
  const { t } = useT();
  const [layout, setLayout] = useAtom(listingsLayoutAtom);
  return (
    <fieldset className="layout-switch">
      <legend className="bb-visually-hidden">{t('listings.layout.label')}</legend>
      {LISTINGS_LAYOUTS.map((option) => (
        <button
          key={option}
          type="button"
          className="layout-button"
          aria-pressed={layout === option}
          aria-label={t(LABELS[option])}
          title={t(LABELS[option])}
          onClick={() => setLayout(option)}
        >
          <span className={`layout-icon columns-${option}`} aria-hidden="true">
            {Array.from({ length: option }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the bars of an icon have no identity
              <span key={i} />
            ))}
          </span>
        </button>
      ))}
    </fieldset>
  );
}

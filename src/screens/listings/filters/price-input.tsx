import { useEffect, useState } from 'react';
import { formatNumber } from '../../../lib/format/format-number';
import { type PriceEnd, resolvePriceInput, typedPrice } from '../../../lib/price/resolve-price-input';
import { useT } from '../../../ui/use-t';

interface Props {
  label: string;
  end: PriceEnd;
  /** The draft's price at this end. */
  value: number;
  ceiling: number;
  /** Min above max: the box is marked and points at the note saying the ends will swap. */
  flagged: boolean;
  noteId?: string | undefined;
  onValue: (price: number) => void;
  /** Enter: the price this box stands for, to apply at once. */
  onEnter?: ((price: number) => void) | undefined;
}

/**
 * A Min or Max price box (SPEC §5). Keystrokes that make a number move the draft at once (and so the
 * slider); other text is ignored until the visitor leaves the box or presses Enter, when an empty or
 * non-numeric min becomes 0 and max the ceiling; Enter then applies the range. 0 and the ceiling show as an empty box whose
 * placeholder reads 'No Min' / 'Max'.
 */
export function PriceInput({ label, end, value, ceiling, flagged, noteId, onValue, onEnter }: Props) {
  const { lang, t } = useT();
  const atDefault = (price: number) => (end === 'min' ? price <= 0 : price >= ceiling);
  const show = (price: number) => (atDefault(price) ? '' : formatNumber(lang, price));
  const [text, setText] = useState(() => show(value));

  // The slider or a list moved this end: show the new price, unless the visitor's own text already
  // means it ('250000' and '250,000' are the same price; retyping must not reformat under the caret).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new value should overwrite the text
  useEffect(() => {
    setText((current) => (typedPrice(current, ceiling) === value ? current : show(value)));
  }, [value, ceiling]);

  const commit = () => {
    const price = resolvePriceInput(text, end, ceiling);
    setText(show(price));
    if (price !== value) onValue(price);
    return price;
  };

  return (
    <label className="bb-field">
      <span>{label}</span>
      <input
        type="text"
        inputMode="numeric"
        autoComplete="off"
        className={flagged ? 'bb-input changed' : 'bb-input'}
        placeholder={end === 'min' ? t('filters.noMin') : t('filters.max')}
        value={text}
        aria-describedby={flagged ? noteId : undefined}
        onChange={(event) => {
          const next = event.currentTarget.value;
          setText(next);
          const price = typedPrice(next, ceiling);
          if (price !== null) onValue(price);
        }}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          // Applying closes the dropdown and focuses its button, which the same Enter would then press.
          event.preventDefault();
          onEnter?.(commit());
        }}
      />
    </label>
  );
}

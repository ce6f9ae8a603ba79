import { useCallback, useId, useState } from 'react';
import { Dropdown } from '../../ui/dropdown';
import { useT } from '../../ui/use-t';
import type { ChosenCity } from './city-choice';
import { TimedToast } from './timed-toast';
import { useCityZipCodes } from './use-city-zip-codes';
import { useZipSuggestions } from './use-zip-suggestions';

interface Props {
  /** The city chosen beside it: the list then holds that city's ZIP codes only. */
  city: ChosenCity | null;
  value: string | null;
  onChange: (value: string | null) => void;
}

/**
 * The ZIP dropdown of the home search box: type the start of a ZIP code, pick one from the list, and
 * 'Load more' for the next 10 (SPEC §2, §9). When no more come, a 2-second toast says so and the button
 * is disabled (SPEC §8). The list stays in the panel rather than in a combobox popup, so 'Load more'
 * sits right under it and pressing it never closes the list it extends. With a city chosen the list is
 * that city's ZIP codes, shown at once and narrowed by typing. Opening the panel puts the cursor in its
 * box, ready to type.
 */
export function ZipChoice({ city, value, onChange }: Props) {
  const { t, tp } = useT();
  const id = useId();
  const [text, setText] = useState('');
  const [toast, setToast] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const texasZips = useZipSuggestions(city ? '' : text);
  const cityZips = useCityZipCodes(city?.subdomain ?? null, text);
  const zips = city ? cityZips : texasZips;
  const clearToast = useCallback(() => setToast(null), []);
  const blank = !city && text.trim() === '';

  const loadMore = async () => {
    setFailed(false);
    const added = await zips.loadMore();
    if (added === null) setFailed(true);
    else if (added === 0) setToast(t('home.noMoreZipCodes'));
  };

  return (
    <>
      <Dropdown
        name="home-zip"
        label={t('home.zip')}
        preview={value ?? undefined}
        className="bb-home-search-field"
      >
        {(close) => (
          <div className="bb-home-search-panel">
            <label className="bb-field" htmlFor={`${id}-zip`}>
              <span>{t('home.zipLabel')}</span>
            </label>
            <input
              id={`${id}-zip`}
              className="bb-input"
              type="search"
              inputMode="numeric"
              autoComplete="postal-code"
              placeholder={t('home.zipHint')}
              value={text}
              // biome-ignore lint/a11y/noAutofocus: the box appears on the press of 'ZIP Code' that asked for it
              autoFocus
              aria-controls={`${id}-list`}
              onChange={(event) => setText(event.target.value)}
            />
            <p className="bb-hint" role="status">
              {blank
                ? ''
                : zips.status === 'loading' && zips.codes.length === 0
                  ? t('common.loading')
                  : zips.status === 'failed'
                    ? t('search.failed')
                    : zips.status === 'ready' && zips.codes.length === 0
                      ? t('location.noResults', { text: text.trim() })
                      : zips.status === 'ready'
                        ? tp('search.results', zips.codes.length)
                        : ''}
            </p>
            <fieldset id={`${id}-list`} className="bb-options bb-home-zip-list">
              <legend className="bb-visually-hidden">{t('home.chosenZips')}</legend>
              {zips.codes.map((code) => (
                <label key={code} className="bb-check">
                  <input
                    type="radio"
                    name={`${id}-zip-code`}
                    checked={value === code}
                    onChange={() => onChange(code)}
                    onClick={(event) => {
                      if (event.detail > 0) close();
                    }}
                  />
                  <span>{code}</span>
                </label>
              ))}
            </fieldset>
            {!city && zips.codes.length > 0 && (
              <button type="button" className="bb-home-search-more" disabled={!zips.more} onClick={loadMore}>
                {t('home.loadMore')}
              </button>
            )}
            {failed && <p className="bb-hint">{t('home.zipLoadFailed')}</p>}
            {value && (
              <button type="button" className="bb-home-search-clear" onClick={() => onChange(null)}>
                {t('home.anyZip')}
              </button>
            )}
          </div>
        )}
      </Dropdown>
      <TimedToast message={toast} onDone={clearToast} />
    </>
  );
}

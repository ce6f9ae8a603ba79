import { type KeyboardEvent, type ReactNode, useCallback, useRef, useState } from 'react';
import { ComboboxListbox } from './combobox-listbox';
import { type ComboboxMove, moveActiveOption } from './combobox-navigation';
import type { ComboboxGroup, ComboboxLoad } from './combobox-types';
import { useComboboxOpen } from './use-combobox-open';
import { type ComboboxResults, useComboboxResults } from './use-combobox-results';
import { useDismiss } from './use-dismiss';
import { useT } from './use-t';

export interface ComboboxProps<T> {
  /** Names the combobox in ids; need not be unique. */
  name: string;
  /** The input's accessible name; shown above it with `showLabel`. */
  label: string;
  showLabel?: boolean;
  placeholder?: string | undefined;
  /** The text shown when not typing (a chosen county's name); a new value replaces what was typed. */
  selectedText?: string | undefined;
  /** Finds the suggestions; must be stable (useCallback). */
  load: ComboboxLoad<T>;
  /** Wait after the last keystroke (ms): ~250 for the API, 0 for a list already loaded. */
  debounceMs?: number;
  optionKey: (option: T) => string;
  renderOption: (option: T) => ReactNode;
  /** Makes an option a link; choosing it follows the link. */
  optionHref?: (option: T) => string | null;
  onSelect?: (option: T) => void;
  /** Shown while the text is blank ('Start typing to search for a county'); no hint: the popup hides. */
  hint?: string | undefined;
  /** Shown when every group is empty and none says so itself ('No results found for {text}.'). */
  noResultsText: (text: string) => string;
  /** The quiet message of a failed search. */
  failureText: string;
  /** Shown while the first answer is on its way (default 'Loading…'). */
  loadingText?: string | undefined;
  /** Adds a close button to the popup; it reappears on a click in the box or on typing. */
  closeLabel?: string | undefined;
  /** Takes the cursor when it appears: for a box shown by the press that asked for it (a dropdown's). */
  autoFocus?: boolean;
  /** Take part in the page's one-open-panel rule (see useComboboxOpen). */
  exclusive?: boolean;
  className?: string | undefined;
}

/**
 * An editable combobox with a listbox popup (WAI-ARIA 1.2 APG): focus stays in the input while Arrow
 * Up/Down (wrapping), Home/End (once an option is active) move the active option through
 * `aria-activedescendant`; Enter chooses it; Escape closes the popup, or clears the text when it is
 * closed. Suggestions come from `load`, debounced and aborted when stale; blank text asks nothing.
 * Clicks outside (shadow-DOM aware) and Tab close the popup. All ids live in one shadow root with it.
 */
export function Combobox<T>(props: ComboboxProps<T>) {
  const { name, label, load, debounceMs = 250, hint, exclusive = false } = props;
  const { t, tp } = useT();
  const { id, open, setOpen } = useComboboxOpen(name, exclusive);
  const [text, setText] = useState(props.selectedText ?? '');
  const [query, setQuery] = useState('');
  // A new selectedText from the parent replaces the text ("adjusting state on a prop change").
  const [shownSelection, setShownSelection] = useState(props.selectedText);
  if (props.selectedText !== shownSelection) {
    setShownSelection(props.selectedText);
    setText(props.selectedText ?? '');
    setQuery('');
  }
  const results = useComboboxResults(query, load, debounceMs);
  // The active option belongs to one set of results: new results start with none active.
  const [activeIn, setActiveIn] = useState<{ results: ComboboxResults<T>; index: number } | null>(null);
  const active = activeIn?.results === results ? activeIn.index : -1;
  const options = results.groups.flatMap((group) => group.options);
  const elements = useRef(new Map<number, HTMLElement>());
  const root = useRef<HTMLDivElement>(null);
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const blank = query.trim() === '';
  const shown = open && (!blank || hint !== undefined);

  const close = useCallback(() => setOpen(false), [setOpen]);
  useDismiss(root, shown, close);

  const setActive = (index: number) => {
    setActiveIn({ results, index });
    elements.current.get(index)?.scrollIntoView?.({ block: 'nearest' });
  };
  const move = (to: ComboboxMove) => setActive(moveActiveOption(active, options.length, to));
  const choose = (index: number, event?: { preventDefault(): void }) => {
    const option = options[index];
    if (option === undefined) return;
    const href = props.optionHref?.(option) ?? null;
    // Enter on a link option clicks it, so the browser follows it as it would a click.
    if (href !== null && event === undefined) elements.current.get(index)?.click();
    props.onSelect?.(option);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const key = event.key;
    if (key === 'ArrowDown' || key === 'ArrowUp') {
      event.preventDefault();
      if (!shown) setOpen(!blank || hint !== undefined);
      else move(key === 'ArrowDown' ? 'next' : 'previous');
    } else if ((key === 'Home' || key === 'End') && shown && active >= 0) {
      event.preventDefault();
      move(key === 'Home' ? 'first' : 'last');
    } else if (key === 'Enter' && shown && active >= 0) {
      event.preventDefault();
      choose(active);
    } else if (key === 'Escape' && (shown || text !== '')) {
      // Handled here: an enclosing dropdown must not close as well.
      event.preventDefault();
      event.stopPropagation();
      if (shown) close();
      else {
        setText('');
        setQuery('');
      }
    }
  };

  const message = popupMessage(results, blank, hint, props, props.loadingText ?? t('common.loading'));
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: focusout of the whole combobox, not a control
    <div
      ref={root}
      className={['bb-combobox', props.className].filter(Boolean).join(' ')}
      onBlur={(event) => {
        // Tab leaving the combobox closes it; moving to its own close button does not.
        const next = event.relatedTarget;
        if (!(next instanceof Node) || !event.currentTarget.contains(next)) close();
      }}
    >
      {props.showLabel && (
        <label className="bb-combobox-label" htmlFor={`${id}-input`}>
          {label}
        </label>
      )}
      <input
        id={`${id}-input`}
        className="bb-input bb-combobox-input"
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-label={props.showLabel ? undefined : label}
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listboxId}
        aria-activedescendant={shown && active >= 0 ? optionId(active) : undefined}
        placeholder={props.placeholder}
        // biome-ignore lint/a11y/noAutofocus: only where the caller's own press showed the box
        autoFocus={props.autoFocus}
        value={text}
        onChange={(event) => {
          const value = event.target.value;
          setText(value);
          setQuery(value);
          setOpen(value.trim() !== '' || hint !== undefined);
        }}
        onClick={() => setOpen(!blank || hint !== undefined)}
        onKeyDown={onKeyDown}
      />
      {shown && (
        // Pressing an option must not blur the input first, or the blur would close the popup.
        // biome-ignore lint/a11y/noStaticElementInteractions: keeps focus; the keyboard path is the input's
        <div className="bb-combobox-popup" onMouseDown={(event) => event.preventDefault()}>
          {props.closeLabel && (
            <button type="button" className="bb-combobox-close" aria-label={props.closeLabel} onClick={close}>
              <span aria-hidden="true">×</span>
            </button>
          )}
          {message && <p className="bb-combobox-message">{message}</p>}
          <ComboboxListbox
            id={listboxId}
            label={label}
            busy={results.status === 'loading'}
            groups={blank ? [] : results.groups}
            active={active}
            optionId={optionId}
            optionKey={props.optionKey}
            renderOption={props.renderOption}
            optionHref={props.optionHref}
            register={(index, element) => {
              if (element) elements.current.set(index, element);
              else elements.current.delete(index);
            }}
            onChoose={choose}
          />
        </div>
      )}
      <p className="bb-visually-hidden" role="status">
        {shown && results.status === 'ready' ? (message ?? tp('search.results', options.length)) : ''}
      </p>
    </div>
  );
}

/** The one line above the options: the hint, loading, the failure or the no-results text. */
function popupMessage<T>(
  results: ComboboxResults<T>,
  blank: boolean,
  hint: string | undefined,
  props: Pick<ComboboxProps<T>, 'noResultsText' | 'failureText'>,
  loading: string,
): string | null {
  if (blank) return hint ?? null;
  if (results.status === 'failed') return props.failureText;
  if (results.status === 'loading' && results.groups.length === 0) return loading;
  if (results.status !== 'ready') return null;
  const empty = results.groups.every((group: ComboboxGroup<T>) => group.options.length === 0);
  const groupsSayIt = results.groups.some((group) => group.emptyText);
  return empty && !groupsSayIt ? props.noResultsText(results.text) : null;
}

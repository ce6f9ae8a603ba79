import { Fragment, type ReactNode } from 'react';
import type { ComboboxGroup } from './combobox-types';

interface Props<T> {
  id: string;
  label: string;
  busy: boolean;
  groups: readonly ComboboxGroup<T>[];
  active: number;
  optionId: (index: number) => string;
  optionKey: (option: T) => string;
  renderOption: (option: T) => ReactNode;
  optionHref?: ((option: T) => string | null) | undefined;
  /** Keeps each option's element so Enter can follow an option's link like a click would. */
  register: (index: number, element: HTMLElement | null) => void;
  onChoose: (index: number, event: { preventDefault(): void }) => void;
}

/**
 * The listbox of a combobox: options in their groups, numbered in reading order so the active index
 * matches `aria-activedescendant`. An option with a link is an <a> (middle-click and "open in new tab"
 * keep working); an empty group shows its `emptyText` as a disabled option, since a listbox may own
 * nothing but options and groups.
 */
export function ComboboxListbox<T>(props: Props<T>) {
  const { id, label, busy, groups, active, optionId, optionKey, renderOption, optionHref } = props;
  let index = 0;
  const option = (item: T) => {
    const at = index++;
    const href = optionHref?.(item) ?? null;
    const shared = {
      id: optionId(at),
      role: 'option',
      'aria-selected': at === active,
      className: at === active ? 'bb-combobox-option active' : 'bb-combobox-option',
      ref: (element: HTMLElement | null) => props.register(at, element),
      onClick: (event: { preventDefault(): void }) => props.onChoose(at, event),
    } as const;
    return href === null ? (
      <div key={optionKey(item)} {...shared}>
        {renderOption(item)}
      </div>
    ) : (
      <a key={optionKey(item)} {...shared} href={href} tabIndex={-1}>
        {renderOption(item)}
      </a>
    );
  };
  const body = (group: ComboboxGroup<T>) =>
    group.options.length === 0 && group.emptyText ? (
      // biome-ignore lint/a11y/useFocusableInteractive: focus stays in the input (aria-activedescendant)
      <div role="option" aria-disabled="true" aria-selected="false" className="bb-combobox-empty">
        {group.emptyText}
      </div>
    ) : (
      group.options.map(option)
    );

  return (
    <div id={id} role="listbox" aria-label={label} aria-busy={busy} className="bb-combobox-listbox">
      {groups.map((group) =>
        group.label ? (
          // biome-ignore lint/a11y/useSemanticElements: a listbox may own groups, not fieldsets
          <div
            key={group.key}
            role="group"
            aria-labelledby={`${id}-${group.key}`}
            className="bb-combobox-group"
          >
            <div role="presentation" id={`${id}-${group.key}`} className="bb-combobox-group-label">
              {group.label}
            </div>
            {body(group)}
          </div>
        ) : (
          <Fragment key={group.key}>{body(group)}</Fragment>
        ),
      )}
    </div>
  );
}

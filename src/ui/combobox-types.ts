/**
 * A group of suggestions in a combobox's listbox. With a `label` it is an ARIA group named by it (the
 * global search's Addresses, Cities…); `emptyText` is shown in place of options when it has none
 * ('No result'), so an empty group still says it was searched.
 */
export interface ComboboxGroup<T> {
  readonly key: string;
  readonly label?: string | undefined;
  readonly options: readonly T[];
  readonly emptyText?: string | undefined;
}

/** What a combobox's `load` answers: its groups, or a failure (`aborted` when a newer search replaced it). */
export type ComboboxAnswer<T> =
  | { readonly ok: true; readonly groups: readonly ComboboxGroup<T>[] }
  | { readonly ok: false; readonly aborted: boolean };

/**
 * Finds suggestions for the trimmed, non-blank `text`. `signal` aborts when the visitor types on, so a
 * slow stale answer never replaces a newer one.
 */
export type ComboboxLoad<T> = (
  text: string,
  signal: AbortSignal,
) => Promise<ComboboxAnswer<T>> | ComboboxAnswer<T>;

/** One choice of a filter select: the value stored in the filter state and the label shown. */
export interface FilterOption {
  readonly value: number;
  readonly label: string;
}

/** Limits that a bounded option list keeps to (both inclusive); undefined means unbounded. */
export interface OptionBounds {
  readonly atLeast?: number | undefined;
  readonly atMost?: number | undefined;
}

/**
 * Keeps the options within bounds, so a "min" list never offers more than the chosen max and a "max"
 * list never less than the chosen min (SPEC §5).
 */
export function withinBounds(options: readonly FilterOption[], bounds: OptionBounds = {}): FilterOption[] {
  const { atLeast = Number.NEGATIVE_INFINITY, atMost = Number.POSITIVE_INFINITY } = bounds;
  return options.filter((option) => option.value >= atLeast && option.value <= atMost);
}

import type { StatusFlag, StatusFlags } from '../listings-filters/status-flags';

/**
 * Turns one listing status on or off, except the last one on: the state never holds "no status" (it would
 * read back as the default statuses, so the box would spring back on after Apply). Returns the same object
 * when nothing changes.
 */
export function toggleStatus(statuses: StatusFlags, flag: StatusFlag, on: boolean): StatusFlags {
  if (statuses[flag] === on) return statuses;
  if (!on && isOnlyStatus(statuses, flag)) return statuses;
  return { ...statuses, [flag]: on };
}

/** Whether `flag` is the only status on (so its box cannot be cleared). */
export function isOnlyStatus(statuses: StatusFlags, flag: StatusFlag): boolean {
  return statuses[flag] && Object.values(statuses).filter(Boolean).length === 1;
}

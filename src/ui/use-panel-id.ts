import { useState } from 'react';

let counter = 0;

/**
 * A page-unique id for a panel. React's `useId` is unique only within one root, and every widget on a page
 * is its own root, so two widgets could both mint ':r0:' and open each other's panels.
 */
export function usePanelId(name: string): string {
  const [id] = useState(() => {
    counter += 1;
    return `bb-${name}-${counter}`;
  });
  return id;
}

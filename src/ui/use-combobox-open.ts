import { useAtom } from 'jotai';
import { useCallback, useState } from 'react';
import { openPanelAtom } from '../state/open-panel-atom';
import { usePanelId } from './use-panel-id';

/**
 * Whether a combobox's popup is open, and its page-unique id. An `exclusive` combobox (a search box on
 * its own) takes part in the page's one-open-panel rule (`openPanelAtom`), so it closes the Price
 * dropdown and vice versa (SPEC §2). A combobox inside an open dropdown must not: claiming the page's
 * one panel would close the dropdown it lives in, so it keeps its own state.
 */
export function useComboboxOpen(name: string, exclusive: boolean) {
  const id = usePanelId(name);
  const [openId, setOpenId] = useAtom(openPanelAtom);
  const [localOpen, setLocalOpen] = useState(false);
  const open = exclusive ? openId === id : localOpen;
  const setOpen = useCallback(
    (next: boolean) => {
      if (!exclusive) setLocalOpen(next);
      else if (next) setOpenId(id);
      else setOpenId((current) => (current === id ? null : current));
    },
    [exclusive, id, setOpenId],
  );
  return { id, open, setOpen };
}

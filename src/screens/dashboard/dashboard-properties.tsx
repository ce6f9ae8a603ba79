import { useSetAtom } from 'jotai';
import { useState } from 'react';
import type { SavedListingEntry } from '../../contract';
import { formatAskingPrice } from '../../lib/format/format-asking-price';
import { listingPagePath } from '../../lib/listing-detail/listing-path';
import { NoteModal, type NoteTarget } from '../../parts/saved/note-modal';
import { SavedItemFooter } from '../../parts/saved/saved-item-footer';
import { SavedListStatus } from '../../parts/saved/saved-list-status';
import { useSavedList } from '../../parts/saved/use-saved-list';
import { changeSavedAtom } from '../../state/change-saved-atom';
import { useT } from '../../ui/use-t';

/** The two flags of SPEC §1 My Properties shows; favorites have their own page. */
const GROUPS = [
  { kind: 'saved', list: 'compare', empty: 'dashboard.noSaved' },
  { kind: 'possibility', list: 'possibilities', empty: 'dashboard.noPossibility' },
] as const;

/**
 * The dashboard's "My Properties" (SPEC §1, §2): the client's saved properties — the listings flagged
 * 'saved' and those flagged 'possibility' — each with its address (a link to the listing), price and
 * note, Add a note / Edit note and Remove. Flags are set on the cards and in the detail ("My lists").
 */
export function DashboardProperties() {
  const { t } = useT();
  const [note, setNote] = useState<NoteTarget | null>(null);
  return (
    <section className="dashboard-section" id="my-properties" aria-labelledby="dashboard-properties-title">
      <h2 id="dashboard-properties-title">{t('dashboard.myProperties')}</h2>
      <p className="bb-hint">{t('dashboard.propertiesIntro')}</p>
      {GROUPS.map((group) => (
        <PropertyGroup key={group.kind} group={group} onNote={setNote} />
      ))}
      <NoteModal target={note} onClose={() => setNote(null)} />
    </section>
  );
}

function PropertyGroup({
  group,
  onNote,
}: {
  group: (typeof GROUPS)[number];
  onNote: (target: NoteTarget) => void;
}) {
  const { lang, t } = useT();
  const list = useSavedList(group.list);
  const change = useSetAtom(changeSavedAtom);
  const name = t(`card.savedAs.${group.kind}`);
  const address = (entry: SavedListingEntry) => entry.Address ?? t('common.notAvailable');
  return (
    <div className="dashboard-property-group">
      <h3>{name}</h3>
      <SavedListStatus list={list} guest={null}>
        {list.status === 'ready' && list.entries.length === 0 && <p className="bb-hint">{t(group.empty)}</p>}
        {list.status === 'ready' && list.entries.length > 0 && (
          <ul className="dashboard-properties">
            {list.entries.map((entry) => (
              <li key={entry.ListingKeyNumeric} className="dashboard-property">
                <a href={listingPagePath(entry)}>{address(entry)}</a>
                <span className="dashboard-property-price">
                  {formatAskingPrice(lang, entry.ListPrice, entry.PropertyType)}
                </span>
                <SavedItemFooter
                  entry={entry}
                  kind={group.kind}
                  onNote={() =>
                    onNote({ kind: group.kind, listingKey: entry.ListingKeyNumeric, address: entry.Address })
                  }
                  onRemove={() =>
                    void change({ kind: group.kind, listingKey: entry.ListingKeyNumeric, on: false })
                  }
                  removeLabel={t('dashboard.removeFrom', { address: address(entry), list: name })}
                />
              </li>
            ))}
          </ul>
        )}
      </SavedListStatus>
    </div>
  );
}

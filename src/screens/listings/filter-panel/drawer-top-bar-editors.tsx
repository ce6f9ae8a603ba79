import { type ReactNode, useId } from 'react';
import { roomFiltersApply } from '../../../lib/listings-filters/room-filters-apply';
import { useT } from '../../../ui/use-t';
import { BathEditor } from '../filters/bath-editor';
import { BedsEditor } from '../filters/beds-editor';
import type { FilterEditorProps } from '../filters/filter-editor-props';
import { LevelsEditor } from '../filters/levels-editor';
import { OpenHouseDatesEditor } from '../filters/open-house-dates-editor';
import { PriceEditor } from '../filters/price-editor';
import { SqftEditor } from '../filters/sqft-editor';

interface Props extends FilterEditorProps {
  /**
   * The bar's Location panel. It searches as soon as a place is picked, as in the bar; the drawer's other
   * edits stay a draft, to be applied with the new place.
   */
  readonly location: ReactNode;
}

/**
 * The top bar's filters repeated in the mobile drawer (SPEC §2), each under its heading: Open House dates
 * (open-house mode only, as in the bar), Location, Price, Beds and Bath (as in the bar, not for commercial
 * types), Sqft and Levels. The editors are the bar's own.
 */
export function DrawerTopBarEditors({ draft, onChange, onSubmit, location }: Props) {
  const { t } = useT();
  const editor = { draft, onChange, onSubmit };
  return (
    <>
      {draft.openHouses && (
        <DrawerSection title={t('filters.openHouse')}>
          <OpenHouseDatesEditor {...editor} />
        </DrawerSection>
      )}
      <DrawerSection title={t('filters.location')}>{location}</DrawerSection>
      <DrawerSection title={t('filters.price')}>
        <PriceEditor {...editor} />
      </DrawerSection>
      {roomFiltersApply(draft.propertyType) && (
        <>
          <DrawerSection title={t('filters.beds')}>
            <BedsEditor {...editor} />
          </DrawerSection>
          <DrawerSection title={t('filters.bath')}>
            <BathEditor {...editor} />
          </DrawerSection>
        </>
      )}
      <DrawerSection title={t('filters.sqft')}>
        <SqftEditor {...editor} />
      </DrawerSection>
      <DrawerSection title={t('filters.levels')}>
        <LevelsEditor {...editor} />
      </DrawerSection>
    </>
  );
}

/** A titled block of the drawer for one top-bar filter (Reset All covers them, so no Reset of its own). */
function DrawerSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="bb-filter-card" aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      {children}
    </section>
  );
}

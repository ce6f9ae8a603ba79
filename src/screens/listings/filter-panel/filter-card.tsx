import { type ReactNode, useId } from 'react';
import { useT } from '../../../ui/use-t';

interface Props {
  readonly title: string;
  /** Puts this card's filters back to their defaults in the draft (not yet applied). */
  readonly onReset: () => void;
  readonly children: ReactNode;
}

/** One card of the filter panels: a titled section with its own Reset (SPEC §2). */
export function FilterCard({ title, onReset, children }: Props) {
  const { t } = useT();
  const headingId = useId();
  return (
    <section className="bb-filter-card" aria-labelledby={headingId}>
      <header className="bb-filter-card-header">
        <h2 id={headingId}>{title}</h2>
        <button
          type="button"
          className="bb-filter-card-reset"
          aria-label={t('filters.resetGroup', { group: title })}
          onClick={onReset}
        >
          {t('filters.reset')}
        </button>
      </header>
      {children}
    </section>
  );
}

import type { ReactNode } from 'react';
import type { DetailRow } from '../../lib/listing-detail/detail-sections';

interface Props {
  id: string;
  title: string;
  rows?: readonly DetailRow[];
  children?: ReactNode;
}

/** One titled section of the listing detail; facts as a description list. */
export function DetailSection({ id, title, rows, children }: Props) {
  const headingId = `detail-${id}`;
  return (
    <section className="detail-section" aria-labelledby={headingId} data-section={id}>
      <h3 id={headingId}>{title}</h3>
      {rows && rows.length > 0 && (
        <dl className="detail-facts">
          {rows.map((row) => (
            <div key={row.label}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {children}
    </section>
  );
}

import type { MouseEvent } from 'react';
import { pagerWindow } from '../../lib/pager/pager-window';
import { useT } from '../../ui/use-t';

interface Props {
  page: number;
  lastPage: number;
  /** The href of page n, so links work without script and open in new tabs. */
  hrefFor: (page: number) => string;
  onPage: (page: number) => void;
}

/** SPEC §2 pager: Prev, five numbered links at a time, Next; Prev/Next move the window. */
export function ListingsPager({ page, lastPage, hrefFor, onPage }: Props) {
  const { t } = useT();
  if (lastPage <= 1) return null;
  const window = pagerWindow(page, lastPage);
  const go = (target: number) => (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onPage(target);
  };
  const edge = (target: number, enabled: boolean, label: string) =>
    enabled ? (
      <a href={hrefFor(target)} onClick={go(target)} className="edge">
        {label}
      </a>
    ) : (
      <span className="edge" aria-disabled="true">
        {label}
      </span>
    );

  return (
    <nav className="pager" aria-label={t('pager.label')} part="pager">
      {edge(page - 1, window.hasPrevious, t('pager.prev'))}
      <ul>
        {window.pages.map((n) => (
          <li key={n}>
            <a href={hrefFor(n)} onClick={go(n)} aria-current={n === page ? 'page' : undefined}>
              {n}
            </a>
          </li>
        ))}
      </ul>
      {edge(page + 1, window.hasNext, t('pager.next'))}
    </nav>
  );
}

/** How many numbered page links the pager shows at once (SPEC §9). */
const WINDOW = 5;

export interface PageLink {
  url: string | null;
  label: string;
  active: boolean;
}

/**
 * Pagination links in the shape paginating backends send (previous, a window of five numbered pages,
 * next). `url` is the page's query string; null where the link is disabled.
 */
export function pageLinks(page: number, lastPage: number): PageLink[] {
  const first = Math.max(1, Math.min(page - Math.floor(WINDOW / 2), lastPage - WINDOW + 1));
  const last = Math.min(lastPage, first + WINDOW - 1);
  const links: PageLink[] = [
    { url: page > 1 ? `?page=${page - 1}` : null, label: 'Previous', active: false },
  ];
  for (let n = first; n <= last; n++) {
    links.push({ url: `?page=${n}`, label: String(n), active: n === page });
  }
  links.push({ url: page < lastPage ? `?page=${page + 1}` : null, label: 'Next', active: false });
  return links;
}

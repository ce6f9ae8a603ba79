/** The networks of the share menu, in menu order. */
export type ShareNetwork = 'facebook' | 'x' | 'linkedin' | 'email';

/**
 * The share links of a page: each network's own share address with the page's URL (and title) in its
 * query, opened as a plain link, so no network's script ever runs on the brokerage's page.
 */
export function shareUrls(pageUrl: string, title: string): Record<ShareNetwork, string> {
  const url = encodeURIComponent(pageUrl);
  const text = encodeURIComponent(title);
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${url}`,
    x: `https://x.com/intent/tweet?url=${url}&text=${text}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${url}`,
    email: `mailto:?subject=${text}&body=${encodeURIComponent(`${title}\n${pageUrl}`)}`,
  };
}

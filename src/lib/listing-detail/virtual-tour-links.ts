/** One virtual-tour link of a listing. */
export interface VirtualTourLink {
  readonly href: string;
  readonly branded: boolean;
}

const safeHref = (value: string | null): string | null => {
  const text = value?.trim() ?? '';
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
};

/**
 * SPEC §2 / "Schedule tour": the branded tour is the brokerage's own listing's (rtlist = 1); other
 * listings show the unbranded tour, as MLS rules ask. Only http(s) links are offered.
 */
export function virtualTourLinks(listing: {
  rtlist: boolean;
  VirtualTourURLBranded: string | null;
  VirtualTourURLUnbranded: string | null;
}): VirtualTourLink[] {
  const branded = safeHref(listing.VirtualTourURLBranded);
  const unbranded = safeHref(listing.VirtualTourURLUnbranded);
  if (listing.rtlist && branded) return [{ href: branded, branded: true }];
  if (unbranded) return [{ href: unbranded, branded: false }];
  // A feed that fills only the branded field for someone else's listing: no tour rather than branding.
  return [];
}

/**
 * Mail domains visitors mistype most. A typo is only corrected towards one of these, so a real but
 * rare domain (a brokerage's own, a small ISP) is never "corrected" into a wrong one.
 */
const COMMON_DOMAINS = [
  'gmail.com',
  'yahoo.com',
  'hotmail.com',
  'outlook.com',
  'aol.com',
  'icloud.com',
  'live.com',
  'msn.com',
  'me.com',
  'att.net',
  'sbcglobal.net',
  'comcast.net',
  'verizon.net',
  'protonmail.com',
  'ymail.com',
] as const;

/**
 * Endings that are never real top-level domains but typos of '.com' and '.net'. Real ones such as '.co'
 * stay out: 'studio.co' is a real address, and 'gmail.co' is caught by the distance to 'gmail.com'.
 */
const TLD_FIXES: Readonly<Record<string, string>> = {
  con: 'com',
  cmo: 'com',
  ocm: 'com',
  vom: 'com',
  xom: 'com',
  comm: 'com',
  nte: 'net',
  ner: 'net',
};

/** Edit distance with transpositions (optimal string alignment): 'gmial' is one step from 'gmail'. */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const row = d[i] ?? [];
      const above = d[i - 1] ?? [];
      let best = Math.min((above[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (above[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, (d[i - 2]?.[j - 2] ?? 0) + 1);
      }
      row[j] = best;
    }
  }
  return d[a.length]?.[b.length] ?? 0;
}

function fixTld(domain: string): string {
  const dot = domain.lastIndexOf('.');
  if (dot < 0) return domain;
  const tld = domain.slice(dot + 1);
  const fixed = TLD_FIXES[tld];
  return fixed ? `${domain.slice(0, dot)}.${fixed}` : domain;
}

/**
 * A likely intended address for an e-mail whose domain looks like a typo of a common one
 * ('ann@gmial.com' → 'ann@gmail.com', 'bo@yahoo.con' → 'bo@yahoo.com'), or `null` when the domain is
 * already common, unknown, or too far from any common domain to guess. Shared by the lead form (as the
 * visitor leaves the box) and POST /api/clients/validate-form (returned beside the errors).
 */
export function suggestEmail(email: string): string | null {
  const trimmed = email.trim().toLowerCase();
  const at = trimmed.lastIndexOf('@');
  if (at < 1 || at === trimmed.length - 1) return null;
  const local = trimmed.slice(0, at);
  const domain = trimmed.slice(at + 1);
  if ((COMMON_DOMAINS as readonly string[]).includes(domain)) return null;

  const candidate = fixTld(domain);
  let best: { domain: string; distance: number } | null = null;
  for (const common of COMMON_DOMAINS) {
    const distance = editDistance(candidate, common);
    if (!best || distance < best.distance) best = { domain: common, distance };
  }
  // Two edits reach 'gmail.com' from 'gmal.con'; more than that guesses at a different domain.
  const limit = best && best.domain.length <= 6 ? 1 : 2;
  if (best && best.distance <= limit) return `${local}@${best.domain}`;
  // The name was right, only the ending was wrong ('example.con' → 'example.com').
  return candidate !== domain ? `${local}@${candidate}` : null;
}

/**
 * Which host names the server answers for (ALLOWED_HOSTS). The Host header is the visitor's to write and
 * it ends up in redirects, canonical links, sitemaps and e-mail links, so a request naming a host that
 * is not the brokerage's is refused instead of being served (or redirected) as if it were.
 *
 * A pattern is a host name ('www.brokerage.com'), a host name with every sub-domain of it
 * ('*.brokerage.com': the agent and city sub-domains), or '*' (any host: behind a proxy that already
 * checks). Ports are not part of a pattern. Hosts that are IP addresses are always allowed: they name no
 * site, so no redirect or link can lead anywhere the operator did not put the server.
 */
export function allowedHostPatterns(configured: readonly string[], siteUrl: string): string[] {
  if (configured.length > 0) return configured.map((pattern) => pattern.toLowerCase());
  // Unset: the site's own host and its sub-domains (its 'www.' dropped, so agent sub-domains of the
  // brokerage's domain match), and localhost with its sub-domains (the demo's agent and city pages).
  const site = new URL(siteUrl).hostname.toLowerCase().replace(/^www\./, '');
  return [...new Set([site, `*.${site}`, 'localhost', '*.localhost'])];
}

/** Whether a Host header (with or without its port) is allowed by `patterns`. */
export function isAllowedHost(hostHeader: string, patterns: readonly string[]): boolean {
  const name = hostName(hostHeader);
  if (name === null) return false;
  if (/^[\d.]+$/.test(name) || name.startsWith('[')) return true;
  return patterns.some(
    (pattern) =>
      pattern === '*' ||
      pattern === name ||
      (pattern.startsWith('*.') && name.endsWith(pattern.slice(1)) && name.length > pattern.length - 1),
  );
}

/** The host name of a Host header, lower-cased, without its port; null when it is not a plain host. */
function hostName(hostHeader: string): string | null {
  const host = hostHeader.trim().toLowerCase();
  const match = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::\d{1,5})?$/.exec(host);
  return match?.[1]?.replace(/\.$/, '') ?? null;
}

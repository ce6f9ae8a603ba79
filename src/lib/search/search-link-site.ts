import { isIpHost } from './is-ip-host';

/**
 * Where the global search's links point (SPEC §2 "Result links"). On an agent-branded page
 * (`{MatrixDir}.host`) links stay relative, so the visitor stays on the agent's site; elsewhere a result
 * opens on its city's sub-domain of the brokerage site (`{city}.{baseHost}`).
 */
export interface SearchLinkSite {
  /** 'https:' or 'http:' (the demo runs on http). */
  readonly protocol: string;
  /** The brokerage site's host that city sub-domains hang off, with its port: 'bluebonnet.example', 'localhost:4124'. */
  readonly baseHost: string;
  readonly agentBranded: boolean;
}

/**
 * The site host a page's city and agent sub-domains hang off. 'localhost' keeps its own rules because
 * the demo serves `{city}.localhost:PORT` (Chromium resolves any `*.localhost` to loopback). Otherwise a
 * host of three or more labels loses its first one ('austin.bluebonnet.example' and
 * 'www.bluebonnet.example' → 'bluebonnet.example'); pass `siteHost` where that guess is wrong
 * (e.g. a two-part public suffix like '.co.uk').
 */
export function baseSiteHost(pageHost: string): string {
  const host = pageHost.toLowerCase();
  const colon = host.lastIndexOf(':');
  const hasPort = colon > host.lastIndexOf(']');
  const name = hasPort ? host.slice(0, colon) : host;
  const port = hasPort ? host.slice(colon) : '';
  const labels = name.split('.');
  if (labels.at(-1) === 'localhost') return `localhost${port}`;
  // An IP address has no sub-domains to strip.
  if (isIpHost(name)) return host;
  return labels.length >= 3 ? `${labels.slice(1).join('.')}${port}` : host;
}

/** The link site of a page at `location`; `siteHost` overrides the guessed base host. */
export function searchLinkSite(
  location: { protocol: string; host: string },
  options: { agentBranded?: boolean | undefined; siteHost?: string | undefined } = {},
): SearchLinkSite {
  return {
    protocol: location.protocol === 'http:' ? 'http:' : 'https:',
    baseHost: options.siteHost?.trim() ? options.siteHost.trim().toLowerCase() : baseSiteHost(location.host),
    agentBranded: options.agentBranded === true,
  };
}

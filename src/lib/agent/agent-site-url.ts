import { isIpHost } from '../search/is-ip-host';
import { baseSiteHost } from '../search/search-link-site';

/**
 * The address of an agent's own site, `{MatrixDir}.{brokerage host}` (DESIGN "How a page works"): the
 * brokerage host is the API's (an embedding page elsewhere has no sub-domains of ours), so with the API
 * at `http://localhost:8080/` agent `jane-doe` lives at `http://jane-doe.localhost:8080/`. An API reached
 * by IP address has no sub-domains: the agent's page there is `/about/{MatrixDir}` (SPEC §2).
 */
export function agentSiteUrl(matrixDir: string, apiBase: string): string {
  const api = new URL(apiBase);
  const protocol = api.protocol === 'http:' ? 'http:' : 'https:';
  const dir = matrixDir.toLowerCase();
  if (isIpHost(api.host)) return `${protocol}//${api.host}/about/${encodeURIComponent(dir)}`;
  return `${protocol}//${dir}.${baseSiteHost(api.host)}/`;
}

import { baseSiteHost } from '../../lib/search/search-link-site';

/**
 * The address of an agent's own site, `{MatrixDir}.{brokerage host}` (DESIGN "How a page works"): the
 * brokerage host is the API's (an embedding page elsewhere has no sub-domains of ours), so with the API
 * at `http://localhost:8080/` agent `jane-doe` lives at `http://jane-doe.localhost:8080/`.
 */
export function agentSiteUrl(matrixDir: string, apiBase: string): string {
  const api = new URL(apiBase);
  const protocol = api.protocol === 'http:' ? 'http:' : 'https:';
  return `${protocol}//${matrixDir.toLowerCase()}.${baseSiteHost(api.host)}/`;
}

/**
 * Whether a host (with or without its port) is an IP address: '127.0.0.1:8080', '[::1]:8080'. Such a
 * host has no sub-domains, so a link to a city's or an agent's sub-domain of it cannot work (a
 * brokerage's staging server is often reached this way).
 */
export function isIpHost(host: string): boolean {
  const name = host.trim().replace(/:\d+$/, '');
  return /^[\d.]+$/.test(name) || name.startsWith('[');
}

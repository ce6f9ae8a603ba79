import type { PolicyOptions } from '../../../server/http/content-security-policy';

/** A server with nothing configured beyond itself: no Mapbox, base map hosts, photo or logo host, sign-in. */
export const NO_POLICY_EXTRAS: PolicyOptions = {
  mapbox: false,
  mapHosts: [],
  photoHosts: [],
  logoHost: null,
  google: false,
  facebook: false,
  frameAncestors: null,
};

import type { PhotoAuthorization } from '../../photos/download-photo';
import { createTokenSource, type TokenSource } from './create-token-source';
import type { ResoFeed } from './reso-feed-config';

/**
 * The photo pipeline's authorization: a photo of a listing from a feed whose media need its token
 * (`mediaAuth`, MLS Grid) is fetched with that feed's bearer token, obtained as the sync obtains it (a
 * static token, or OAuth2 client credentials cached until shortly before they expire); every other photo
 * (Bridge's and Trestle's public CDNs, listings from files) is fetched without one, so a token never
 * travels to a host that has no business with it.
 */
export function feedPhotoAuthorization(feeds: readonly ResoFeed[]): PhotoAuthorization {
  const tokens = new Map<string, TokenSource>(
    feeds.filter((feed) => feed.mediaAuth).map((feed) => [feed.id, createTokenSource(feed.auth)]),
  );
  return async (_url, feedId) => {
    const source = feedId === null ? undefined : tokens.get(feedId);
    return source === undefined ? null : `Bearer ${await source.token()}`;
  };
}

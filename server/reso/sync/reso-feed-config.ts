import * as v from 'valibot';
import { resoResources } from '../import-report';

const expandable = ['Media', 'OpenHouse', 'Rooms'] as const;

const positiveInt = (name: string) =>
  v.pipe(v.number(`${name} must be a number`), v.integer(`${name} must be a whole number`), v.minValue(1));

const authSchema = v.variant(
  'type',
  [
    v.object({
      type: v.literal('oauth2'),
      tokenUrl: v.pipe(v.string(), v.url('auth.tokenUrl must be a URL')),
      clientId: v.pipe(v.string(), v.nonEmpty('auth.clientId is required')),
      clientSecret: v.pipe(v.string(), v.nonEmpty('auth.clientSecret is required')),
      scope: v.optional(v.string()),
    }),
    v.object({
      type: v.literal('bearer'),
      token: v.pipe(v.string(), v.nonEmpty('auth.token is required')),
    }),
  ],
  "auth.type must be 'oauth2' (client credentials) or 'bearer' (a static token)",
);

const feedSchema = v.object({
  // Stored on listings and in the sync tables, and named in logs and /api/health.
  id: v.pipe(
    v.string('id is required'),
    v.regex(/^[a-z0-9][a-z0-9_-]{0,39}$/, 'id must be lower-case letters, digits, - or _ (up to 40)'),
  ),
  // The OData service root: resources are `${baseUrl}/Property` and so on.
  baseUrl: v.pipe(
    v.string('baseUrl is required'),
    v.url('baseUrl must be a URL'),
    v.transform((url) => url.replace(/\/+$/, '')),
  ),
  auth: authSchema,
  resources: v.optional(
    v.pipe(
      v.array(v.picklist(resoResources, `resources are ${resoResources.join(', ')}`)),
      v.nonEmpty('resources must name at least one resource'),
    ),
    ['Office', 'Member', 'Property'],
  ),
  // What Property's `$expand` may ask for: true = Media, OpenHouse and Rooms (Bridge, Trestle), a list
  // for servers that expand only some (MLS Grid: Media and Rooms; its OpenHouse is a resource of its own),
  // false = nothing.
  expand: v.pipe(
    v.optional(
      v.union(
        [v.boolean(), v.array(v.picklist(expandable))],
        `expand must be true, false or a list of ${expandable.join(', ')}`,
      ),
      true,
    ),
    v.transform((expand): readonly (typeof expandable)[number][] =>
      expand === true ? expandable : expand === false ? [] : expand,
    ),
  ),
  // Whether Member is asked with `$expand=Media`: MLS Grid sends members' photos inside their records;
  // Bridge and Trestle send them as Media records of their own (the Media resource).
  expandMemberMedia: v.optional(v.boolean('expandMemberMedia must be true or false'), false),
  pageSize: v.optional(v.pipe(positiveInt('pageSize'), v.maxValue(5000)), 1000),
  rateLimit: v.optional(
    v.object({
      perSecond: v.optional(positiveInt('rateLimit.perSecond')),
      perHour: v.optional(positiveInt('rateLimit.perHour')),
      perDay: v.optional(positiveInt('rateLimit.perDay')),
    }),
    {},
  ),
  // ANDed to every request's $filter: MLS Grid requires `OriginatingSystemName eq 'actris'`.
  filter: v.optional(v.pipe(v.string(), v.nonEmpty())),
  intervalMinutes: v.optional(v.pipe(v.number(), v.minValue(1, 'intervalMinutes must be 1 or more')), 15),
  // Whether the feed's photos need its access token (MLS Grid's media URLs do; Bridge's and Trestle's are
  // public CDN links, which must not be sent a token).
  mediaAuth: v.optional(v.boolean('mediaAuth must be true or false'), false),
  // Hours between full refreshes (keys only; what is no longer sent is purged); 0 = never.
  fullRefreshHours: v.optional(v.pipe(v.number(), v.minValue(0)), 24),
});

const feedsSchema = v.pipe(
  v.array(feedSchema, 'RESO_FEEDS must be a JSON array of feeds'),
  v.check(
    (feeds) => new Set(feeds.map((feed) => feed.id)).size === feeds.length,
    'RESO_FEEDS: two feeds have the same id',
  ),
);

export type ResoFeed = v.InferOutput<typeof feedSchema>;
export type ResoFeedAuth = ResoFeed['auth'];

/**
 * The MLS feeds to sync from RESO_FEEDS (JSON; README "Connecting an MLS feed"). Unset or empty: none.
 * Throws one message naming every bad field, as the server's other settings do.
 */
export function parseResoFeeds(text: string | undefined): ResoFeed[] {
  if (text === undefined || text.trim() === '') return [];
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`RESO_FEEDS is not JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  const parsed = v.safeParse(feedsSchema, json);
  if (parsed.success) return parsed.output;
  const lines = parsed.issues.map((issue) => `  RESO_FEEDS${pathOf(issue)}: ${issue.message}`);
  throw new Error(`Invalid RESO_FEEDS:\n${lines.join('\n')}`);
}

function pathOf(issue: v.BaseIssue<unknown>): string {
  return (issue.path ?? [])
    .map((item) => (typeof item.key === 'number' ? `[${item.key}]` : `.${String(item.key)}`))
    .join('');
}

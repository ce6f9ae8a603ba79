import { isIP } from 'node:net';
import * as v from 'valibot';
import {
  isOfficePhone,
  MLS_ID_PATTERN,
  type OfficeContact,
  SOCIAL_NETWORKS,
  type SocialLink,
  socialLinkSchema,
} from '../src/contract';
import { type BrandSettings, DEFAULT_BRAND } from './alerts/digest-brand';
import { type AccountSettings, DEFAULT_ACCOUNT_SETTINGS } from './auth/account-settings';
import { DEMO_EMAIL_DOMAIN } from './data/generator/brokerage';
import { allowedHostPatterns } from './http/allowed-hosts';
import { wholeNumberSetting } from './lib/whole-number-setting';
import { type BaseMapSetting, baseMapEnvEntries, baseMapSetting } from './map/base-map-settings';
import { type PhotoSettings, photoEnvEntries, photoSettings } from './photos/photo-settings';
import { parseResoFeeds, type ResoFeed } from './reso/sync/reso-feed-config';
import type { FormLimits } from './routes/screen-form-post';

const DEMO_SOCIAL_LINKS = [
  'facebook=https://www.facebook.com/bluebonnetrealty.demo',
  'instagram=https://www.instagram.com/bluebonnetrealty.demo',
  'youtube=https://www.youtube.com/@bluebonnetrealty.demo',
  'linkedin=https://www.linkedin.com/company/bluebonnetrealty-demo',
].join(',');

/**
 * A footer contact setting (SPEC §9): empty hides its line, a value must pass `valid` (else the server
 * stops at start with `message`), unset gives the demo brokerage's.
 */
function footerSettingSchema(valid: (text: string) => boolean, message: string, demo: string) {
  return v.optional(v.union([v.literal(''), v.pipe(v.string(), v.trim(), v.check(valid, message))]), demo);
}

const envSchema = v.object({
  PORT: wholeNumberSetting('PORT', 8080, { min: 0, max: 65_535 }),
  HOST: v.optional(v.pipe(v.string(), v.minLength(1)), 'localhost'),
  DATA_DIR: v.optional(v.pipe(v.string(), v.minLength(1)), 'data'),
  DIST_DIR: v.optional(v.string()),
  // Empty means unset, as in `DATABASE_URL= npm start` (so too for every whole-number setting).
  DATABASE_URL: v.optional(
    v.union([
      v.literal(''),
      v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')),
    ]),
  ),
  SEED_COUNT: wholeNumberSetting('SEED_COUNT', 20_000, { min: 0 }),
  MAPBOX_TOKEN: v.optional(v.string()),
  // An OSRM-compatible routing server for commute times; empty means unset.
  ROUTING_URL: v.optional(v.union([v.literal(''), v.pipe(v.string(), v.url('ROUTING_URL must be a URL'))])),
  // Lead e-mail. Empty SMTP_URL means unset: the demo then starts a local SMTP catcher.
  SMTP_URL: v.optional(
    v.union([
      v.literal(''),
      v.pipe(v.string(), v.regex(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// or smtps:// URL')),
    ]),
  ),
  // Unset: no-reply@ and leads@ of BRAND_EMAIL_DOMAIN.
  MAIL_FROM: v.optional(v.pipe(v.string(), v.email('MAIL_FROM must be an e-mail address'))),
  LEAD_TO: v.optional(v.pipe(v.string(), v.email('LEAD_TO must be an e-mail address'))),
  // The brokerage's e-mail domain: the demo pages' privacy@, dmca@ and accessibility@ addresses and the
  // default sender and lead inbox. Default: the demo brokerage's.
  BRAND_EMAIL_DOMAIN: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.toLowerCase(),
      v.regex(
        /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/,
        'BRAND_EMAIL_DOMAIN must be a domain such as bluebonnetrealty.com',
      ),
    ),
    DEMO_EMAIL_DOMAIN,
  ),
  // The brand of the alert e-mails: the brokerage's name, its logo (a URL, or a path on SITE_URL) and
  // its colour. Defaults: the demo brokerage's.
  BRAND_NAME: v.optional(
    v.pipe(v.string(), v.trim(), v.minLength(1, 'BRAND_NAME must not be empty'), v.maxLength(100)),
    DEFAULT_BRAND.name,
  ),
  BRAND_LOGO_URL: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^(?:https?:\/\/|\/)\S+$/, 'BRAND_LOGO_URL must be an http(s) URL or a /path'),
    ),
    DEFAULT_BRAND.logo,
  ),
  BRAND_COLOR: v.optional(
    v.pipe(v.string(), v.regex(/^#[0-9a-fA-F]{6}$/, 'BRAND_COLOR must be a colour such as #1f3a8a')),
    DEFAULT_BRAND.color,
  ),
  // The brokerage's social pages for the footers: 'facebook=https://…,instagram=https://…'; empty hides
  // them. The default names the demo brokerage's pages.
  SOCIAL_LINKS: v.pipe(
    v.optional(v.string(), DEMO_SOCIAL_LINKS),
    v.transform(parseSocialLinks),
    v.check(
      (links) => links !== null,
      `SOCIAL_LINKS must be network=https://… pairs, networks ${SOCIAL_NETWORKS.join(', ')}`,
    ),
    v.transform((links) => links ?? []),
  ),
  // The footers' fixed contact lines (SPEC §9); empty hides that line. Defaults: the demo brokerage's.
  TOLL_FREE_PHONE: footerSettingSchema(
    isOfficePhone,
    'TOLL_FREE_PHONE must be a phone number such as (512) 555-0100, or empty',
    '(888) 555-0142',
  ),
  OFFICE_PHONE: footerSettingSchema(
    isOfficePhone,
    'OFFICE_PHONE must be a phone number such as (512) 555-0100, or empty',
    '(512) 555-0100',
  ),
  OFFICE_MLS_ID: footerSettingSchema(
    (text) => MLS_ID_PATTERN.test(text),
    'OFFICE_MLS_ID must be letters, digits and dashes (up to 20), or empty',
    'BLBN01',
  ),
  LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  // Accounts (server/auth/account-settings.ts says what each is for).
  SESSION_DAYS: wholeNumberSetting('SESSION_DAYS', DEFAULT_ACCOUNT_SETTINGS.sessionDays, {
    min: 1,
    unit: 'days',
  }),
  ALLOWED_ORIGINS: v.pipe(
    v.optional(v.string(), ''),
    v.transform(commaList),
    v.check(
      (origins) => origins.every((origin) => /^https?:\/\/[^/]+$/.test(origin)),
      'ALLOWED_ORIGINS must be origins such as https://www.example.com, comma-separated',
    ),
  ),
  ALTCHA_HMAC_KEY: v.optional(v.string()),
  GOOGLE_CLIENT_ID: v.optional(v.string()),
  GOOGLE_JWKS_URL: v.optional(
    v.pipe(v.string(), v.url('GOOGLE_JWKS_URL must be a URL')),
    DEFAULT_ACCOUNT_SETTINGS.googleJwksUrl,
  ),
  FACEBOOK_APP_ID: v.optional(v.string()),
  FACEBOOK_APP_SECRET: v.optional(v.string()),
  FACEBOOK_GRAPH_URL: v.optional(
    v.pipe(v.string(), v.url('FACEBOOK_GRAPH_URL must be a URL')),
    DEFAULT_ACCOUNT_SETTINGS.facebookGraphUrl,
  ),
  SOCIAL_SIGN_IN_HOSTS: v.pipe(v.optional(v.string(), ''), v.transform(commaList)),
  // Saved-search e-mail alerts: how often (minutes) due searches and failed digests are looked at; 0 = off.
  ALERT_INTERVAL_MINUTES: wholeNumberSetting('ALERT_INTERVAL_MINUTES', 60, {
    min: 0,
    unit: 'minutes',
    zero: 'off',
  }),
  // Good lead, tour and contact posts one client address may send (server/routes/screen-form-post.ts).
  FORM_POSTS_PER_10_MINUTES: wholeNumberSetting('FORM_POSTS_PER_10_MINUTES', 5, { min: 1 }),
  FORM_POSTS_PER_DAY: wholeNumberSetting('FORM_POSTS_PER_DAY', 20, { min: 1 }),
  // Security headers (server/http/security-headers.ts): origins of an outside photo/video CDN the pages
  // may load from, and the HSTS max-age sent over https (0 = none).
  PHOTO_HOSTS: v.pipe(
    v.optional(v.string(), ''),
    v.transform(commaList),
    v.check(
      (origins) => origins.every((origin) => /^https?:\/\/[^/\s;,']+$/.test(origin)),
      'PHOTO_HOSTS must be origins such as https://photos.example-mls.com, comma-separated',
    ),
  ),
  HSTS_MAX_AGE: wholeNumberSetting('HSTS_MAX_AGE', 15_552_000, { min: 0, unit: 'seconds', zero: 'off' }),
  // The MLS feeds to sync (JSON, server/reso/sync/reso-feed-config.ts); empty = none.
  RESO_FEEDS: v.pipe(
    v.optional(v.string(), ''),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      try {
        return parseResoFeeds(dataset.value);
      } catch (error) {
        addIssue({ message: error instanceof Error ? error.message : String(error) });
        return NEVER;
      }
    }),
  ),
  // A feed without a successful sync for this long is logged as an error: '90m', '2h', '1d'.
  RESO_STALE_AFTER: v.pipe(
    v.optional(v.string(), '2h'),
    v.regex(/^\d+\s*[smhd]$/, "RESO_STALE_AFTER must be a duration such as '90m', '2h' or '1d'"),
    v.transform(durationMs),
  ),
  // 'false' leaves the sync to the `npm run sync:reso` worker (PostgreSQL only: PGlite allows one process).
  RESO_SYNC_IN_SERVER: v.optional(
    v.picklist(['true', 'false'], 'RESO_SYNC_IN_SERVER must be true or false'),
    'true',
  ),
  // Behind a proxy or load balancer: whose X-Forwarded-For/-Proto/-Host to believe, as 'true' (any),
  // a hop count ('1'), or addresses and CIDR ranges ('127.0.0.1,10.0.0.0/8'). Empty: none, so a visitor
  // cannot claim another address (the sign-in limiter counts per address) or https.
  TRUST_PROXY: v.pipe(
    v.optional(v.string(), ''),
    v.transform(parseTrustProxy),
    v.check(
      (trust) => trust !== null,
      "TRUST_PROXY must be 'true', a hop count, or addresses/CIDR ranges, comma-separated",
    ),
    v.transform((trust) => trust ?? false),
  ),
  // The host names the server answers for (server/http/allowed-hosts.ts); empty = SITE_URL's domain and
  // its sub-domains, and localhost with its sub-domains.
  ALLOWED_HOSTS: v.pipe(
    v.optional(v.string(), ''),
    v.transform(commaList),
    v.check(
      (hosts) => hosts.every((host) => /^(?:\*|(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*)$/i.test(host)),
      "ALLOWED_HOSTS must be host names such as www.example.com or *.example.com, or '*', comma-separated",
    ),
  ),
  // Seconds a stopping server keeps answering while reporting itself not ready, so a load balancer takes
  // it out of rotation before it closes (a rolling restart loses no request). 0 for a lone server.
  DRAIN_SECONDS: wholeNumberSetting('DRAIN_SECONDS', 0, { min: 0, max: 300, unit: 'seconds' }),
  // The widget bundle's source maps are not served unless asked for (they publish the sources).
  SERVE_SOURCE_MAPS: v.optional(
    v.picklist(['', 'true', 'false'], 'SERVE_SOURCE_MAPS must be true or false'),
    '',
  ),
  // The site's public address for links in e-mails; empty = http://localhost:PORT.
  SITE_URL: v.optional(
    v.union([
      v.literal(''),
      v.pipe(
        v.string(),
        v.regex(/^https?:\/\/[^/\s]+$/, 'SITE_URL must be an origin such as https://www.example.com'),
      ),
    ]),
    '',
  ),
  ...photoEnvEntries,
  ...baseMapEnvEntries,
});

function durationMs(text: string): number {
  const unit = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 }[text.trim().slice(-1)] ?? 60_000;
  return Number.parseInt(text, 10) * unit;
}

function commaList(text: string): string[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** TRUST_PROXY as Fastify's `trustProxy` takes it; null when it is none of the accepted forms. */
function parseTrustProxy(text: string): boolean | number | string[] | null {
  const value = text.trim();
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d{1,2}$/.test(value)) return Number(value);
  const addresses = commaList(value);
  // What Fastify's proxy-addr takes: an IP address, a CIDR range, or one of its named ranges.
  const valid = (entry: string) => {
    if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
    const [address = '', bits, ...rest] = entry.split('/');
    return isIP(address) !== 0 && rest.length === 0 && (bits === undefined || /^\d{1,3}$/.test(bits));
  };
  return addresses.every(valid) ? addresses : null;
}

/** Reads 'network=url,network=url'; null when any pair is not a known network with an https address. */
function parseSocialLinks(text: string): SocialLink[] | null {
  const links: SocialLink[] = [];
  for (const pair of text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const at = pair.indexOf('=');
    const parsed = v.safeParse(socialLinkSchema, { network: pair.slice(0, at), url: pair.slice(at + 1) });
    if (at < 1 || !parsed.success) return null;
    links.push(parsed.output);
  }
  return links;
}

/** Everything the server reads from its environment, validated once at start-up. */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  /** Folder of the built widget bundle; default `dist/` beside the server. */
  distDir: string | undefined;
  databaseUrl: string | undefined;
  seedCount: number;
  mapboxToken: string | undefined;
  /** OSRM-compatible routing server for commute times (ROUTING_URL); without it Mapbox, else estimates. */
  routingUrl: string | undefined;
  /** The base map without a Mapbox token (MAP_STYLE_URL, MAP_HOSTS, MAP_PMTILES_FILE). */
  baseMap: BaseMapSetting;
  logLevel: string;
  /** SMTP server for lead e-mails; `undefined` starts the local catcher (demo). */
  smtpUrl: string | undefined;
  /** From address of lead e-mails. */
  mailFrom: string;
  /** The brokerage's lead inbox, for listings without an agent of ours. */
  leadTo: string;
  /** The brokerage's e-mail domain (BRAND_EMAIL_DOMAIN), for the addresses the demo pages show. */
  emailDomain: string;
  /** The alert e-mails' brand (BRAND_NAME, BRAND_LOGO_URL, BRAND_COLOR). */
  brand: BrandSettings;
  /** The brokerage's social pages, for `GET /api/config`. */
  socialLinks: readonly SocialLink[];
  /** The footers' toll-free number, office number and office MLS ID, for `GET /api/config`. */
  officeContact: OfficeContact;
  /** Sessions, allowed origins, captcha and social sign-in. */
  accounts: AccountSettings;
  /** Minutes between saved-search alert runs; 0 turns the alerts off. */
  alertIntervalMinutes: number;
  /** Good lead, tour and contact posts one client address may send in 10 minutes and in a day. */
  formLimits: FormLimits;
  /** The site's public origin, for links in e-mails (no trailing slash). */
  siteUrl: string;
  /** Security headers: outside photo hosts for the pages' CSP, HSTS max-age (0 = none). */
  security: { photoHosts: readonly string[]; hstsMaxAge: number };
  /** The MLS feeds (RESO_FEEDS), how old a last sync may be before it is an error, and where it runs. */
  reso: { feeds: readonly ResoFeed[]; staleAfterMs: number; syncInServer: boolean };
  /** Fastify's `trustProxy`: which proxies' forwarded headers say the client's address and scheme. */
  trustProxy: boolean | number | string[];
  /** Host patterns the server answers for (server/http/allowed-hosts.ts). */
  allowedHosts: readonly string[];
  /** Whether `/dist/*.map` is served. */
  serveSourceMaps: boolean;
  /** Seconds a stopping server reports itself not ready before it closes. */
  drainSeconds: number;
  /** The photo pipeline: pace, schedule and where the files go. */
  photos: PhotoSettings;
}

/** Reads the configuration; throws one readable error naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined>): ServerConfig {
  const result = v.safeParse(envSchema, env);
  if (!result.success) {
    const lines = result.issues.map((issue) => `  ${v.getDotPath(issue) ?? '?'}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = result.output;
  const siteUrl = e.SITE_URL || `http://localhost:${e.PORT}`;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    distDir: e.DIST_DIR || undefined,
    databaseUrl: e.DATABASE_URL || undefined,
    seedCount: e.SEED_COUNT,
    mapboxToken: e.MAPBOX_TOKEN || undefined,
    routingUrl: e.ROUTING_URL || undefined,
    baseMap: baseMapSetting(e),
    logLevel: e.LOG_LEVEL,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM ?? `no-reply@${e.BRAND_EMAIL_DOMAIN}`,
    leadTo: e.LEAD_TO ?? `leads@${e.BRAND_EMAIL_DOMAIN}`,
    emailDomain: e.BRAND_EMAIL_DOMAIN,
    brand: { name: e.BRAND_NAME, logo: e.BRAND_LOGO_URL, color: e.BRAND_COLOR },
    socialLinks: e.SOCIAL_LINKS,
    officeContact: {
      toll_free: e.TOLL_FREE_PHONE || null,
      office_phone: e.OFFICE_PHONE || null,
      office_mls_id: e.OFFICE_MLS_ID || null,
    },
    accounts: {
      sessionDays: e.SESSION_DAYS,
      allowedOrigins: e.ALLOWED_ORIGINS,
      altchaHmacKey: e.ALTCHA_HMAC_KEY || undefined,
      googleClientId: e.GOOGLE_CLIENT_ID || undefined,
      googleJwksUrl: e.GOOGLE_JWKS_URL,
      facebookAppId: e.FACEBOOK_APP_ID || undefined,
      facebookAppSecret: e.FACEBOOK_APP_SECRET || undefined,
      facebookGraphUrl: e.FACEBOOK_GRAPH_URL,
      socialSignInHosts: e.SOCIAL_SIGN_IN_HOSTS.map((host) => host.toLowerCase()),
    },
    alertIntervalMinutes: e.ALERT_INTERVAL_MINUTES,
    formLimits: { per10Minutes: e.FORM_POSTS_PER_10_MINUTES, perDay: e.FORM_POSTS_PER_DAY },
    siteUrl,
    security: { photoHosts: e.PHOTO_HOSTS, hstsMaxAge: e.HSTS_MAX_AGE },
    reso: {
      feeds: e.RESO_FEEDS,
      staleAfterMs: e.RESO_STALE_AFTER,
      syncInServer: e.RESO_SYNC_IN_SERVER === 'true',
    },
    trustProxy: e.TRUST_PROXY,
    allowedHosts: allowedHostPatterns(e.ALLOWED_HOSTS, siteUrl),
    serveSourceMaps: e.SERVE_SOURCE_MAPS === 'true',
    drainSeconds: e.DRAIN_SECONDS,
    photos: photoSettings(e),
  };
}

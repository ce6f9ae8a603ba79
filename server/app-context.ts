import type { BrandSettings } from './alerts/digest-brand';
import type { ServerConfig } from './config';
import type { Db } from './db/db';
import type { Readiness } from './http/readiness';
import type { MailSettings } from './mail/mail-settings';
import type { BaseMapSetting } from './map/base-map-settings';
import type { PhotoStore } from './photos/photo-store';
import type { FormLimits } from './routes/screen-form-post';
import type { SyncedListingIndex } from './search/synced-listing-index';

/**
 * What the server is built from (AppDeps: the entry point's and the tests' choices) and what every route
 * plugin is handed (AppContext). Kept apart from app.ts so a route depends on these types, not on the app
 * that registers it.
 */
export interface AppDeps {
  db: Db;
  config: Pick<ServerConfig, 'mapboxToken' | 'logLevel'> &
    Partial<
      Pick<
        ServerConfig,
        | 'socialLinks'
        | 'officeContact'
        | 'security'
        | 'trustProxy'
        | 'allowedHosts'
        | 'serveSourceMaps'
        | 'reso'
        | 'formLimits'
        | 'routingUrl'
        | 'emailDomain'
        | 'brand'
        | 'baseMap'
      >
    > & {
      accounts?: Partial<ServerConfig['accounts']>;
    };
  /** Today's date as 'YYYY-MM-DD'; injectable so tests can pin it. */
  today?: () => string;
  /** Folder of the built widget bundle (`npm run build`). */
  distDir?: string;
  /** Folder of the demo host pages. */
  demoDir?: string;
  logger?: boolean;
  /** SMTP settings for lead and contact e-mails; without them both are stored and marked 'unsent'. */
  mail?: MailSettings;
  /** How often owed lead, contact and account e-mails are retried (ms); 0 turns the timer off. */
  leadRetryMs?: number;
  /** The site's public origin (SITE_URL) for the links of account e-mails; default http://localhost:3000. */
  siteUrl?: string;
  /** Whether this server takes new requests (`GET /api/ready`); the entry point drains it before stopping. */
  readiness?: Readiness;
  /** Where the photo pipeline keeps the MLS's photos (server/photos/); without it none is served. */
  photoStore?: PhotoStore;
}

export interface AppContext {
  db: Db;
  today: () => string;
  mapboxToken: string | undefined;
  /** An OSRM-compatible routing server for commute times (ROUTING_URL); absent: Mapbox, else estimates. */
  routingUrl?: string | undefined;
  /** The base map the widgets draw without a Mapbox token; the offline style unless configured. */
  baseMap: BaseMapSetting;
  socialLinks: ServerConfig['socialLinks'];
  /** The brokerage's name, logo and colour (BRAND_*), as the demo site's pages show them. */
  brand: BrandSettings;
  /** The brokerage's e-mail domain (BRAND_EMAIL_DOMAIN); absent: the demo brokerage's. */
  emailDomain?: string;
  /** The footers' fixed contact lines; absent: none shown. */
  officeContact?: ServerConfig['officeContact'];
  /** The listings in memory for the search and map-pin calls (server/search). */
  listings: SyncedListingIndex;
  /** Good lead, tour and contact posts one client address may send (FORM_POSTS_PER_*). */
  formLimits: FormLimits;
  /** The MLS feeds whose freshness /api/health and /api/config report (RESO_FEEDS); none: generated data. */
  resoFeeds?: { ids: readonly string[]; staleAfterMs: number };
}

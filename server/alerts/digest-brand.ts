import type { Queryable } from '../db/db';
import { listOffices } from '../db/queries/list-offices';
import { officePostalAddress } from '../lib/office-postal-address';

/** The brokerage's look, as configured (BRAND_NAME, BRAND_LOGO_URL, BRAND_COLOR). */
export interface BrandSettings {
  name: string;
  /** An absolute URL, or a path on SITE_URL. */
  logo: string;
  /** '#rrggbb'. */
  color: string;
}

/** The demo brokerage's: its name, the logo the demo site shows, the widgets' default primary colour. */
export const DEFAULT_BRAND: BrandSettings = {
  name: 'Bluebonnet Realty',
  logo: '/demo-assets/logo.svg',
  color: '#1f3a8a',
};

/** Everything a digest shows of the brokerage. */
export interface DigestBrand {
  name: string;
  /** Absolute: a mail client has no page to resolve a path against. */
  logoUrl: string;
  color: string;
  /** The main office's postal address (CAN-SPAM asks for one in every commercial e-mail); null without offices. */
  postalAddress: string | null;
}

/**
 * The digest's brand: the configured name, logo and colour, and the postal address of the main office
 * (the first of the offices table, the one `GET /api/getAddress` answers), read per run so an office
 * that moved is right in the next e-mail.
 */
export async function readDigestBrand(
  db: Queryable,
  settings: BrandSettings,
  siteUrl: string,
): Promise<DigestBrand> {
  const [main] = await listOffices(db, null);
  return {
    name: settings.name,
    logoUrl: new URL(settings.logo, `${siteUrl}/`).href,
    color: settings.color,
    postalAddress: main ? officePostalAddress(main) : null,
  };
}

import type { OfficeAddress, OfficeContact, SocialLink } from '../../src/contract';
import type { BrandSettings } from '../alerts/digest-brand';
import type { AppContext } from '../app-context';
import { DEMO_EMAIL_DOMAIN } from '../data/generator/brokerage';
import { listOffices } from '../db/queries/list-offices';

/**
 * Everything the demo site's own pages say about the brokerage (README "The brokerage's identity, in one
 * place"): the configured name, logo, colour, e-mail domain, social pages and fixed phone lines, and the
 * offices of the offices table, the first one the main office.
 */
export interface SiteIdentity {
  brand: BrandSettings;
  emailDomain: string;
  socialLinks: readonly SocialLink[];
  officeContact: OfficeContact | null;
  offices: readonly OfficeAddress[];
}

/** The identity as configured now; the offices are read per page, so an office the MLS moved shows moved. */
export async function readSiteIdentity(context: AppContext): Promise<SiteIdentity> {
  return {
    brand: context.brand,
    emailDomain: context.emailDomain ?? DEMO_EMAIL_DOMAIN,
    socialLinks: context.socialLinks,
    officeContact: context.officeContact ?? null,
    offices: await listOffices(context.db, null),
  };
}

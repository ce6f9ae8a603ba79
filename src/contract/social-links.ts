import * as v from 'valibot';

/** The networks a brokerage can link to from its footers, in the order they are shown. */
export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'x', 'youtube', 'linkedin', 'tiktok'] as const;

export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** Each network's name as the footers show it: a brand name, the same in every language. */
export const SOCIAL_NETWORK_NAMES: Readonly<Record<SocialNetwork, string>> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  x: 'X',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
  tiktok: 'TikTok',
};

/** One of the brokerage's social pages; only https addresses, so a footer never links to a script. */
export const socialLinkSchema = v.object({
  network: v.picklist(SOCIAL_NETWORKS),
  url: v.pipe(v.string(), v.url(), v.startsWith('https://', 'A social link must be an https:// address')),
});

export type SocialLink = v.InferOutput<typeof socialLinkSchema>;

/**
 * `social_links` of GET /api/config. A bad entry (an unknown network, a non-https address) is dropped
 * rather than failing the whole config: the footer loses one link, not the page its settings.
 */
export const socialLinksSchema = v.pipe(
  v.optional(v.array(v.unknown()), []),
  v.transform((entries) =>
    entries.flatMap((entry) => {
      const parsed = v.safeParse(socialLinkSchema, entry);
      return parsed.success ? [parsed.output] : [];
    }),
  ),
);

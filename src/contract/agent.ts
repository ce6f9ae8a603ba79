import * as v from 'valibot';
import { itemEnvelope } from './item-envelope';
import { listEnvelope } from './list-envelope';
import { listingSchema } from './listing';
import { unwrapSource } from './unwrap-source';
import { wireBooleanSchema } from './wire-boolean';
import { nullableMultiTextSchema, nullableTextSchema, wireTextSchema } from './wire-text';

/** An agent's MatrixDir: the agent id and the agent's sub-domain. */
export const matrixDirSchema = v.pipe(
  v.string(),
  v.regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/, 'Expected an agent MatrixDir'),
);

/**
 * An agent (SPEC §3, browser key `agent`). `company` marks the brokerage's own page in
 * GET /api/agentFbPage; a missing website_banner means the default banner.
 */
export const agentSchema = v.object({
  MatrixDir: wireTextSchema,
  AgentChimeName: nullableTextSchema,
  AgentBizPhone: nullableTextSchema,
  bizphone_standard: nullableTextSchema,
  AgenteMail: nullableTextSchema,
  AgentPhone: nullableTextSchema,
  Metro: nullableTextSchema,
  website_banner: nullableTextSchema,
  company: v.nullish(wireBooleanSchema, false),
  /** The agent's Facebook page (GET /api/agentFbPage): the agent home's messenger block links to it. */
  facebook_page: nullableTextSchema,
  /** The agent's profile (issue 25), each absent on backends that do not send it: 'Broker Associate'. */
  title: nullableTextSchema,
  /** 'English, Spanish' (sent as a list or as text). */
  languages: nullableMultiTextSchema,
  /** The agent's bio, in English (the MLS has no field for a bio in another language). */
  bio: nullableTextSchema,
  /** The agent's bio in Spanish, shown to Spanish readers where the brokerage wrote one. */
  bio_es: nullableTextSchema,
  /** The agent's portrait (their MLS photo on the API's host, else the brokerage's); none: initials. */
  photo_url: nullableTextSchema,
  /** The agent's own website (any http(s) address; others are not linked). */
  website: nullableTextSchema,
});

export type Agent = v.InferOutput<typeof agentSchema>;

/** Path parameters of GET /api/agentInfo/{MatrixDir}. */
export const agentInfoParamsSchema = v.object({ MatrixDir: matrixDirSchema });

/** Path parameters of GET /api/agentFbPage/{host} and GET /api/infoModal/{host}: a host name. */
export const agentHostParamsSchema = v.object({
  host: v.pipe(
    v.string(),
    v.maxLength(253, 'Expected a host name'),
    v.regex(
      /^[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)*$/,
      'Expected a host name',
    ),
  ),
});

/** Response of GET /api/agentInfo/{MatrixDir} and GET /api/infoModal/{host}: `{ data: Agent }`. */
export const agentResponseSchema = itemEnvelope(agentSchema);

export type AgentResponse = v.InferOutput<typeof agentResponseSchema>;

/**
 * Response of GET /api/agentFbPage/{host}: `{ data: Agent | null }`; older backends answer a bare
 * `false` for "no agent page", which becomes `{ data: null }` (the messenger block is hidden).
 */
export const agentFbPageResponseSchema = v.pipe(
  v.unknown(),
  v.transform((body) => (body === false || body === null ? { data: null } : body)),
  itemEnvelope(
    v.pipe(
      v.union([v.literal(false), v.null(), agentSchema]),
      v.transform((agent) => (agent === false ? null : agent)),
    ),
  ),
);

export type AgentFbPageResponse = v.InferOutput<typeof agentFbPageResponseSchema>;

/** The default web agent shown on tours of listings without an agent of ours (SPEC §3). */
export const webAgentSchema = v.object({
  full_name: wireTextSchema,
  email: nullableTextSchema,
  office_phone: nullableTextSchema,
});

export type WebAgent = v.InferOutput<typeof webAgentSchema>;

/** Response of GET /api/getWebAgent: `{ data: WebAgent[] }`; the first is used. */
export const webAgentsResponseSchema = listEnvelope(webAgentSchema);

export type WebAgentsResponse = v.InferOutput<typeof webAgentsResponseSchema>;

/** Response of GET /api/featuredAgents: an HTML fragment (read with `.text()`, not `.json()`). */
export const featuredAgentsResponseSchema = v.string();

/**
 * Response of GET /api/agentListings/{MatrixDir}: the agent's listings on the market, newest first, and
 * their sales of the last twelve months, latest first.
 */
export const agentListingsResponseSchema = itemEnvelope(
  v.object({
    active: v.array(unwrapSource(listingSchema)),
    sold: v.array(unwrapSource(listingSchema)),
  }),
);

export type AgentListingsResponse = v.InferOutput<typeof agentListingsResponseSchema>;

import { AGENT_PHOTO_URL } from '../../photos/stored-photo-sql';
import type { Queryable } from '../db';

/** An agent row in the contract's field names (SPEC §3 Agent). */
export interface AgentRow {
  MatrixDir: string;
  AgentChimeName: string;
  AgentBizPhone: string;
  bizphone_standard: string;
  AgenteMail: string;
  AgentPhone: string;
  Metro: string | null;
  website_banner: string | null;
  facebook_page: string | null;
  company: boolean;
  title: string | null;
  /** 'English, Spanish'. */
  languages: string | null;
  bio: string | null;
  /** The bio in Spanish, where the brokerage wrote one. */
  bio_es: string | null;
  /** The MLS's photo stored on our host, else the brokerage's own (see AGENT_PHOTO_URL). */
  photo_url: string | null;
  website: string | null;
}

/**
 * One agent of the brokerage by MatrixDir, or null. Case-insensitive, because a MatrixDir read from a host
 * name arrives in lower case. Phones are the stored digits; the client formats them.
 */
export async function findAgent(db: Queryable, matrixDir: string): Promise<AgentRow | null> {
  const result = await db.query<AgentRow>(
    `SELECT matrix_dir AS "MatrixDir", full_name AS "AgentChimeName", biz_phone AS "AgentBizPhone",
            biz_phone AS "bizphone_standard", email AS "AgenteMail", phone AS "AgentPhone",
            metro AS "Metro", website_banner, facebook_page, false AS company,
            title, languages, bio, bio_es, ${AGENT_PHOTO_URL} AS photo_url, website
       FROM agents a WHERE lower(matrix_dir) = lower($1)
      ORDER BY matrix_dir LIMIT 1`,
    [matrixDir],
    { prepare: true },
  );
  return result.rows[0] ?? null;
}

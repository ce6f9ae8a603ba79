import { AGENT_PHOTO_URL } from '../../photos/stored-photo-sql';
import type { Queryable } from '../db';

export interface FeaturedAgentRow {
  matrix_dir: string;
  full_name: string;
  email: string;
  biz_phone: string;
  photo_url: string | null;
  video_url: string | null;
  bio: string | null;
  bio_es: string | null;
}

/** The agents flagged `is_featured` for the company home, by name. */
export async function listFeaturedAgents(db: Queryable): Promise<FeaturedAgentRow[]> {
  const result = await db.query<FeaturedAgentRow>(
    `SELECT matrix_dir, full_name, email, biz_phone, ${AGENT_PHOTO_URL} AS photo_url, video_url, bio, bio_es
       FROM agents a WHERE is_featured ORDER BY full_name, matrix_dir`,
  );
  return result.rows;
}

import type { Queryable } from '../db';

/** The brokerage's default web agent as GET /api/getWebAgent answers it. */
export interface WebAgentRow {
  full_name: string;
  email: string;
  office_phone: string | null;
}

/** The default web agent (the first flagged `is_web_agent`) with its office's phone; none when unset. */
export async function findWebAgent(db: Queryable): Promise<WebAgentRow[]> {
  const result = await db.query<WebAgentRow>(
    `SELECT a.full_name, a.email, COALESCE(o.phone, a.biz_phone) AS office_phone
       FROM agents a LEFT JOIN offices o ON o.id = a.office_id
      WHERE a.is_web_agent
      ORDER BY a.matrix_dir
      LIMIT 1`,
  );
  return result.rows;
}

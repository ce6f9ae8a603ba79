import type { Db } from '../db/db';
import type { AgentRow, OfficeRow } from './generator/brokerage';
import { insertRows } from './insert-rows';

/**
 * Writes the brokerage's offices and agents, adding only what is missing (offices by location, agents by
 * MatrixDir), so it is safe to run on every seed and never overwrites edits made in the database.
 * Returns how many offices and agents it added.
 */
export async function insertBrokerage(
  db: Db,
  brokerage: { offices: readonly OfficeRow[]; agents: readonly AgentRow[] },
): Promise<{ offices: number; agents: number }> {
  return db.transaction(async (tx) => {
    const existing = await tx.query<{ id: number; location: string }>('SELECT id, location FROM offices');
    const officeIds = new Map(existing.rows.map((row) => [row.location, row.id]));
    const missing = brokerage.offices.filter((office) => !officeIds.has(office.location));
    for (const office of missing) {
      const inserted = await tx.query<{ id: number }>(
        `INSERT INTO offices (location, address, city, postalcode, phone, google_map_url, latitude, longitude)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
        [
          office.location,
          office.address,
          office.city,
          office.postalcode,
          office.phone,
          office.googleMapUrl,
          office.latitude,
          office.longitude,
        ],
      );
      const id = inserted.rows[0]?.id;
      if (id !== undefined) officeIds.set(office.location, id);
    }
    const before = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM agents');
    const videos = featuredVideos(brokerage.agents);
    await insertRows(
      tx,
      'agents',
      [
        ['matrix_dir', 'text', (a) => a.matrixDir],
        ['full_name', 'text', (a) => a.fullName],
        ['email', 'text', (a) => a.email],
        ['biz_phone', 'text', (a) => a.bizPhone],
        ['phone', 'text', (a) => a.phone],
        ['metro', 'text', (a) => a.metro],
        ['office_id', 'int4', (a) => officeIds.get(a.office) ?? null],
        ['website_banner', 'text', (a) => a.websiteBanner],
        ['photo_url', 'text', (a) => a.photoUrl],
        ['bio', 'text', (a) => a.bio],
        ['bio_es', 'text', (a) => a.bioEs],
        ['title', 'text', (a) => a.title],
        ['languages', 'text', (a) => a.languages],
        ['is_staff', 'bool', (a) => a.isStaff],
        ['is_featured', 'bool', (a) => a.isFeatured],
        ['video_url', 'text', (a) => videos.get(a.matrixDir) ?? null],
        ['is_web_agent', 'bool', (a) => a.isWebAgent],
        ['facebook_page', 'text', (a) => a.facebookPage],
      ],
      brokerage.agents,
      { onConflict: 'ON CONFLICT (matrix_dir) DO NOTHING' },
    );
    const after = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM agents');
    return { offices: missing.length, agents: (after.rows[0]?.n ?? 0) - (before.rows[0]?.n ?? 0) };
  });
}

/**
 * Each featured agent's own introduction video, drawn by scripts/make-home-media.ts from the agent's
 * portrait, name and title (demo/assets/home/agent-video-{MatrixDir}.webm).
 */
function featuredVideos(agents: readonly AgentRow[]): Map<string, string> {
  return new Map(
    agents
      .filter((agent) => agent.isFeatured)
      .map((agent) => [agent.matrixDir, `/demo-assets/home/agent-video-${agent.matrixDir}.webm`]),
  );
}

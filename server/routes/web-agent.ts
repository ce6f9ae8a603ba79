import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';

/**
 * `GET /api/getWebAgent` (SPEC §7): the brokerage's default web agent, shown on the tour card of a
 * listing without an agent of ours: `{ data: [{ full_name, email, office_phone }] }` (the first is used).
 */
export const webAgentRoutes: FastifyPluginAsync<{ context: AppContext }> = async (app, { context }) => {
  app.get('/api/getWebAgent', async (_request, reply) => {
    const result = await context.db.query<{ full_name: string; email: string; office_phone: string | null }>(
      `SELECT a.full_name, a.email, COALESCE(o.phone, a.biz_phone) AS office_phone
         FROM agents a LEFT JOIN offices o ON o.id = a.office_id
        WHERE a.is_web_agent
        ORDER BY a.matrix_dir
        LIMIT 1`,
    );
    reply.header('cache-control', 'public, max-age=300');
    return { data: result.rows };
  });
};

import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { pingDatabase } from '../db/queries/ping-database';
import { readFeedFreshness, staleFeeds } from '../reso/sync/read-feed-freshness';

/**
 * `GET /api/health`: 200 when the database answers, 503 otherwise (for load balancers and the test
 * harness). With MLS feeds configured it also reports each feed's last successful sync, its lag in
 * seconds and whether it is stale (older than RESO_STALE_AFTER): a stale feed is data trouble, not a
 * reason to take the server out of the load balancer, so the status stays 200.
 */
export const healthRoutes: FastifyPluginAsync<{ context: AppContext }> = async (app, { context }) => {
  app.get('/api/health', async (_request, reply) => {
    try {
      await pingDatabase(context.db);
      const { ids = [], staleAfterMs = 0 } = context.resoFeeds ?? {};
      if (ids.length === 0) return { status: 'ok', database: context.db.kind };
      const now = Date.now();
      const freshness = await readFeedFreshness(context.db, ids);
      const stale = new Set(staleFeeds(freshness, staleAfterMs, now).map((feed) => feed.feedId));
      return {
        status: 'ok',
        database: context.db.kind,
        feeds: freshness.map((feed) => ({
          id: feed.feedId,
          last_success_at: feed.lastSuccessAt?.toISOString() ?? null,
          lag_seconds:
            feed.lastSuccessAt === null ? null : Math.round((now - feed.lastSuccessAt.getTime()) / 1000),
          stale: stale.has(feed.feedId),
        })),
      };
    } catch {
      return reply.code(503).send({ status: 'unavailable', database: context.db.kind });
    }
  });
};

import { get } from 'node:http';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { trackInFlightRequests } from '../../server/http/in-flight-requests';

/** One GET on its own connection (no keep-alive): its status and body, or the connection error. */
const getOnce = (url: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    get(url, { agent: false }, (response) => {
      let body = '';
      response.on('data', (chunk) => {
        body += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    }).on('error', reject);
  });

/**
 * The shutdown sequence of server/main.ts (close the server, then wait for handlers still running
 * before closing the database): a request that is being answered when the signal comes still gets its
 * whole answer, and no new request is taken.
 */
describe('graceful shutdown', () => {
  it('lets an in-flight request finish, and reports no handler left running', async () => {
    const app = Fastify({ logger: false });
    const inFlight = trackInFlightRequests(app);
    app.get('/slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      return { done: true };
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });

    const answer = getOnce(`${address}/slow`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closing = app.close();
    // While closing, the server takes no new request: refused, or answered 503 by Fastify.
    const late = await getOnce(`${address}/slow`).catch(() => ({ status: 0, body: '' }));
    expect([0, 503]).toContain(late.status);

    expect(await answer).toEqual({ status: 200, body: '{"done":true}' });
    await closing;
    expect(await inFlight.settled(1_000)).toBe(0);
  });
});

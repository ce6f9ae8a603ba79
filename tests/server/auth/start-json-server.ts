import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface JsonServer {
  url: string;
  close: () => Promise<void>;
}

/**
 * A tiny local HTTP server on a free loopback port that answers JSON from `answer(url)` (null: 404), to
 * stand in for Google's key set or Facebook's Graph API in tests.
 */
export async function startJsonServer(
  answer: (url: URL, request: IncomingMessage) => unknown,
): Promise<JsonServer> {
  const server = createServer((request, response) => {
    const body = answer(new URL(request.url ?? '/', 'http://localhost'), request);
    response.writeHead(body === null ? 404 : 200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body ?? { error: 'not found' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/** A small JPEG of one colour, `width` wide (3:2), as an MLS photo CDN serves it. */
export function makeJpeg(width: number, colour: { r: number; g: number; b: number }): Promise<Buffer> {
  const height = Math.round((width * 2) / 3);
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

export interface PhotoCdn {
  url: string;
  /** What each path answers: image bytes (200), a status code, or 'slow' (never answers in time). */
  routes: Map<string, Buffer | number | 'slow'>;
  /** Every request seen, in order. */
  requests: { path: string; headers: IncomingHttpHeaders }[];
  /** When set, requests without exactly this Authorization header get 401, as a feed's media host does. */
  requireAuthorization: string | null;
  close(): Promise<void>;
}

/**
 * A stand-in for an MLS's photo CDN: 200 with the image bytes and image/jpeg, 404 for an unknown path,
 * the status a route names (503 for an overloaded CDN), or a request held open (a stalled CDN).
 */
export async function startPhotoCdn(): Promise<PhotoCdn> {
  const held = new Set<() => void>();
  const cdn: PhotoCdn = {
    url: '',
    routes: new Map(),
    requests: [],
    requireAuthorization: null,
    async close() {
      for (const end of held) end();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://cdn').pathname;
    cdn.requests.push({ path, headers: request.headers });
    if (cdn.requireAuthorization !== null && request.headers.authorization !== cdn.requireAuthorization) {
      response.writeHead(401, { 'www-authenticate': 'Bearer' }).end();
      return;
    }
    const route = cdn.routes.get(path);
    if (route === 'slow') {
      const end = () => response.destroy();
      held.add(end);
      return;
    }
    if (route === undefined || typeof route === 'number') {
      response.writeHead(route ?? 404, { 'content-type': 'text/plain' }).end('not an image');
      return;
    }
    response
      .writeHead(200, {
        'content-type': 'image/jpeg',
        'content-length': route.length,
        'cache-control': 'max-age=86400',
      })
      .end(route);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  cdn.url = `http://127.0.0.1:${port}`;
  return cdn;
}

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { createSecureServer, type ServerHttp2Session } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface HttpsFront {
  /** https://localhost:port of the front. */
  base: string;
  close(): Promise<void>;
}

/**
 * Headers that belong to one HTTP/1.1 connection and that HTTP/2 forbids (RFC 9113 §8.2.2); the
 * pseudo-headers (`:path` …) are HTTP/2's own.
 */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade']);

function forwardable(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.has(name)),
  );
}

/**
 * A TLS and HTTP/2 front for the server at `upstream` (http://127.0.0.1:port), as a live site is served:
 * a load balancer or CDN ends TLS and speaks HTTP/2 to browsers, HTTP/1.1 to the app servers (README,
 * "Scaling"). Over HTTP/1.1 a browser opens six connections to a host, so a page's 50 small module chunks
 * queue behind one another; over HTTP/2 they share one connection. The certificate is self-signed for
 * localhost, made with Debian's openssl for this run; the browser is told to accept it.
 */
export async function startHttpsFront(upstream: string): Promise<HttpsFront> {
  const dir = mkdtempSync(join(tmpdir(), 'bluebonnet-tls-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  const key = readFileSync(join(dir, 'key.pem'));
  const cert = readFileSync(join(dir, 'cert.pem'));
  rmSync(dir, { recursive: true, force: true });
  const target = new URL(upstream);
  const server = createSecureServer({ key, cert, allowHTTP1: true }, (request, response) => {
    const host = request.headers[':authority'] ?? request.headers.host ?? target.host;
    const proxied = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: { ...forwardable(request.headers), host },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, forwardable(answer.headers));
        answer.pipe(response);
      },
    );
    proxied.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(proxied);
  });
  // A browser keeps its HTTP/2 session open; closing ends them, or close() would wait for it to leave.
  const sessions = new Set<ServerHttp2Session>();
  server.on('session', (session) => {
    sessions.add(session);
    session.once('close', () => sessions.delete(session));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The HTTPS front has no port');
  return {
    base: `https://localhost:${address.port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        for (const session of sessions) session.destroy();
      }),
  };
}

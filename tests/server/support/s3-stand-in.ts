import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface S3StandIn {
  url: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Stored objects by key, with their content type. */
  objects: Map<string, { bytes: Buffer; type: string }>;
  /** Requests refused for a bad signature, with the reason. */
  refused: string[];
  close(): Promise<void>;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/**
 * Why a request's AWS Signature Version 4 is wrong, or null when it is right: the canonical request,
 * string to sign and signing key as AWS documents them ("Create a signed AWS API request", S3's
 * "Signature Calculations for the Authorization Header"), and the payload hash checked against the body.
 */
function signatureProblem(request: IncomingMessage, body: Buffer, stand: S3StandIn): string | null {
  const header = request.headers.authorization ?? '';
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
      header,
    );
  if (!match) return `malformed Authorization: ${header}`;
  const [, keyId, day, region, signedHeaders = '', signature] = match;
  if (keyId !== stand.accessKeyId) return 'unknown access key';
  if (region !== stand.region) return 'wrong region';
  const amzDate = String(request.headers['x-amz-date'] ?? '');
  if (!amzDate.startsWith(day ?? '-')) return 'x-amz-date does not match the credential day';
  const payloadHash = String(request.headers['x-amz-content-sha256'] ?? '');
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) return 'payload hash mismatch';
  const names = signedHeaders.split(';');
  if (!names.includes('host') || !names.includes('x-amz-date')) return 'host and x-amz-date must be signed';
  const url = new URL(request.url ?? '/', 'http://s3');
  const query = [...url.searchParams]
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .sort()
    .join('&');
  const headers = names
    .map(
      (name) =>
        `${name}:${String(request.headers[name] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const canonical = [request.method, url.pathname, query, headers, signedHeaders, payloadHash].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
  const key = hmac(
    hmac(hmac(hmac(`AWS4${stand.secretAccessKey}`, day ?? ''), region ?? ''), 's3'),
    'aws4_request',
  );
  return createHmac('sha256', key).update(toSign).digest('hex') === signature ? null : 'signature mismatch';
}

/**
 * A small S3-compatible server for tests: path-style PUT, GET and DELETE of objects in one bucket,
 * each request's SigV4 signature verified (403 SignatureDoesNotMatch otherwise), 404 NoSuchKey for a
 * missing object, 204 for a delete as S3 answers it.
 */
export async function startS3StandIn(): Promise<S3StandIn> {
  const stand: S3StandIn = {
    url: '',
    bucket: 'photos',
    region: 'us-east-1',
    accessKeyId: 'AKIDEXAMPLE',
    secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
    objects: new Map(),
    refused: [],
    close: async () => {},
  };
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(Buffer.from(chunk));
    const body = Buffer.concat(chunks);
    const problem = signatureProblem(request, body, stand);
    if (problem) {
      stand.refused.push(problem);
      response
        .writeHead(403, { 'content-type': 'application/xml' })
        .end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
      return;
    }
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://s3').pathname);
    const prefix = `/${stand.bucket}/`;
    if (!path.startsWith(prefix)) {
      response.writeHead(404).end('<Error><Code>NoSuchBucket</Code></Error>');
      return;
    }
    const key = path.slice(prefix.length);
    if (request.method === 'PUT') {
      stand.objects.set(key, { bytes: body, type: String(request.headers['content-type'] ?? '') });
      response.writeHead(200, { etag: `"${sha256(body).slice(0, 32)}"` }).end();
    } else if (request.method === 'GET') {
      const object = stand.objects.get(key);
      if (!object)
        response
          .writeHead(404, { 'content-type': 'application/xml' })
          .end('<Error><Code>NoSuchKey</Code></Error>');
      else response.writeHead(200, { 'content-type': object.type }).end(object.bytes);
    } else if (request.method === 'DELETE') {
      stand.objects.delete(key);
      response.writeHead(204).end();
    } else {
      response.writeHead(405).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stand.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  stand.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return stand;
}

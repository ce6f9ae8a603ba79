/**
 * Gives the `Authorization` header value a photo needs (its feed's bearer token, where the vendor asks
 * for it), or none. `feedId` is the feed of the photo's listing; null for a listing from a file.
 */
export type PhotoAuthorization = (url: URL, feedId: string | null) => Promise<string | null> | string | null;

export interface DownloadOptions {
  authorization?: PhotoAuthorization | undefined;
  /** The feed the photo's listing came from (RESO_FEEDS id), null for one imported from a file. */
  feedId?: string | null;
  /** Milliseconds before a download is given up (a stalled CDN must not hold a worker). */
  timeoutMs: number;
  /** Largest photo accepted, in bytes. */
  maxBytes: number;
}

/** A download that failed, with the reason recorded on the photo. */
export class PhotoDownloadError extends Error {}

/**
 * Fetches one MLS photo. Only http(s) URLs; a non-2xx answer, a timeout or a body over `maxBytes` is a
 * PhotoDownloadError naming the cause (the photo is retried later).
 */
export async function downloadPhoto(address: string, options: DownloadOptions): Promise<Buffer> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new PhotoDownloadError('not a URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new PhotoDownloadError('not an http(s) URL');
  const headers: Record<string, string> = { accept: 'image/avif,image/webp,image/jpeg,image/*;q=0.8' };
  const authorization = await options.authorization?.(url, options.feedId ?? null);
  if (authorization) headers.authorization = authorization;
  let response: Response;
  try {
    response = await fetch(url, { headers, signal: AbortSignal.timeout(options.timeoutMs) });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw new PhotoDownloadError(timedOut ? `no answer within ${options.timeoutMs} ms` : describe(error));
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new PhotoDownloadError(`HTTP ${response.status}`);
  }
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > options.maxBytes) {
    await response.body?.cancel();
    throw new PhotoDownloadError(`larger than ${options.maxBytes} bytes`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of response.body ?? []) {
      size += chunk.byteLength;
      if (size > options.maxBytes) throw new PhotoDownloadError(`larger than ${options.maxBytes} bytes`);
      chunks.push(Buffer.from(chunk));
    }
  } catch (error) {
    if (error instanceof PhotoDownloadError) throw error;
    throw new PhotoDownloadError(describe(error));
  }
  return Buffer.concat(chunks);
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
}

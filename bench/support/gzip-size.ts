import { get } from 'node:http';

/**
 * Bytes on the wire of `url` for a browser that accepts gzip (fetch would undo the compression before
 * it could be counted): the pins budget of issue 3 is 300 KB gzipped for the Austin view at zoom 10.
 */
export function gzipSize(url: string): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.on('end', () => resolve({ bytes, encoding: String(response.headers['content-encoding']) }));
      response.on('error', reject);
    }).on('error', reject);
  });
}

import { AwsClient } from 'aws4fetch';
import type { S3Settings } from './photo-settings';
import type { PhotoStore } from './photo-store';

/**
 * Photo files in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, Backblaze B2…), addressed
 * path-style (`{endpoint}/{bucket}/{name}`), which every one of them accepts; requests are signed with
 * AWS Signature Version 4. The server still answers the photo URLs itself, reading from the bucket, so
 * the bucket needs no public access.
 */
export function s3PhotoStore(settings: S3Settings): PhotoStore {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: 's3',
    retries: 2,
  });
  const base = `${settings.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(settings.bucket)}/`;
  const url = (name: string) => base + name.split('/').map(encodeURIComponent).join('/');
  const fail = async (action: string, name: string, response: Response): Promise<never> => {
    const detail = (await response.text()).slice(0, 200);
    throw new Error(`S3 ${action} ${name}: HTTP ${response.status} ${detail}`);
  };
  return {
    description: `S3 bucket ${settings.bucket} at ${settings.endpoint}`,
    async put(name, bytes, type) {
      const response = await client.fetch(url(name), {
        method: 'PUT',
        body: new Uint8Array(bytes),
        headers: { 'content-type': type },
      });
      if (!response.ok) await fail('PUT', name, response);
      await response.body?.cancel();
    },
    async get(name) {
      const response = await client.fetch(url(name));
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) await fail('GET', name, response);
      return Buffer.from(await response.arrayBuffer());
    },
    async remove(names) {
      for (const name of names) {
        const response = await client.fetch(url(name), { method: 'DELETE' });
        // S3 answers 204 whether or not the object existed; some stand-ins answer 404.
        if (!response.ok && response.status !== 404) await fail('DELETE', name, response);
        await response.body?.cancel();
      }
    },
  };
}

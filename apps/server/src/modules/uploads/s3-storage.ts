import { AwsClient } from 'aws4fetch';
import type { UploadStorageConfig } from '../../config.ts';
import { assertStorageKey, type Storage } from './storage.ts';

type S3Config = Extract<UploadStorageConfig, { storage: 's3' }>;

/** Time budget of one object call; uploads are at most 5 MB. */
const timeoutMs = 30_000;

/**
 * An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Ceph...) over `fetch`, path-style
 * addressing (`<endpoint>/<bucket>/<key>`), each request signed with AWS Signature Version 4
 * by aws4fetch, a small maintained signer (no SDK). `fetchImpl` lets a test stand in for the
 * network.
 */
export function s3Storage(config: S3Config, fetchImpl: typeof fetch = fetch): Storage {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region,
    service: 's3',
    // A failed call is the caller's to handle; nothing is retried behind its back.
    retries: 0,
  });

  async function send(
    method: 'PUT' | 'GET' | 'DELETE',
    key: string,
    body?: { bytes: Buffer; contentType: string },
  ): Promise<Response> {
    assertStorageKey(key);
    const signed = await client.sign(`${config.endpoint}/${config.bucket}/${key}`, {
      method,
      ...(body
        ? { headers: { 'content-type': body.contentType }, body: new Uint8Array(body.bytes) }
        : {}),
    });
    return fetchImpl(signed, { signal: AbortSignal.timeout(timeoutMs) });
  }

  async function fail(response: Response, what: string): Promise<never> {
    // The body of an S3 error is XML with a code; log-worthy, never shown to players.
    const detail = (await response.text().catch(() => '')).slice(0, 300);
    throw new Error(`S3 ${what} failed: ${response.status} ${detail}`);
  }

  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      const response = await send('PUT', key, { bytes, contentType });
      if (!response.ok) await fail(response, 'put');
      await response.arrayBuffer();
    },
    async get(key) {
      const response = await send('GET', key);
      if (response.status === 404) {
        await response.arrayBuffer();
        return null;
      }
      if (!response.ok) return fail(response, 'get');
      return {
        bytes: Buffer.from(await response.arrayBuffer()),
        contentType: response.headers.get('content-type') ?? 'application/octet-stream',
      };
    },
    async delete(key) {
      const response = await send('DELETE', key);
      if (!response.ok && response.status !== 404) await fail(response, 'delete');
      await response.arrayBuffer();
    },
  };
}

import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AwsClient } from 'aws4fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { localStorage } from './local-storage.ts';
import { s3Storage } from './s3-storage.ts';

interface StoredObject {
  bytes: Buffer;
  contentType: string;
}

const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

describe('local storage', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('stores, reads back and deletes under its root only', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'portal-uploads-'));
    dirs.push(root);
    const storage = localStorage(root);
    await storage.put('m1/abcdefgh', png, 'image/png');
    expect(await storage.get('m1/abcdefgh')).toEqual({ bytes: png, contentType: 'image/png' });
    expect(await readdir(path.join(root, 'm1'))).toEqual(['abcdefgh.png']);
    await storage.delete('m1/abcdefgh');
    expect(await storage.get('m1/abcdefgh')).toBeNull();
    for (const key of ['../x', '/etc/passwd', 'a/../../b', 'a/./b', '', 'a%2f..', 'a\\b']) {
      await expect(storage.put(key, png, 'image/png')).rejects.toThrow(RangeError);
      await expect(storage.get(key)).rejects.toThrow(RangeError);
    }
    await expect(storage.put('m1/x1', png, 'text/html')).rejects.toThrow(RangeError);
  });
});

describe('S3 storage', () => {
  const credentials = {
    accessKeyId: 'AKIDEXAMPLE',
    secretAccessKey: 'secret-example-key',
    region: 'eu-west-1',
  };
  let bucket: { server: Server; endpoint: string; objects: Map<string, StoredObject> };
  let calls: string[] = [];

  /**
   * An S3-compatible bucket on 127.0.0.1 that checks every request's signature as a server
   * would: the credential scope names the key, day, region and service, and the signature is
   * the one the secret gives for the request received (method, path, signed headers, body).
   */
  beforeAll(async () => {
    const objects = new Map<string, StoredObject>();
    const verifier = new AwsClient({ ...credentials, service: 's3', retries: 0 });
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        void (async () => {
          const body = Buffer.concat(chunks);
          const url = `http://${request.headers.host}${request.url}`;
          calls.push(`${request.method} ${request.url}`);
          const authorization = String(request.headers.authorization ?? '');
          const scope = /Credential=([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request/u.exec(
            authorization,
          );
          const signedNames = /SignedHeaders=([^,]+)/u.exec(authorization)?.[1]?.split(';') ?? [];
          const headers = Object.fromEntries(
            signedNames
              .filter((name) => name !== 'host')
              .map((name) => [name, String(request.headers[name] ?? '')]),
          );
          const expected = await verifier.sign(url, {
            method: request.method!,
            headers,
            ...(body.length > 0 ? { body: new Uint8Array(body) } : {}),
            aws: { datetime: String(request.headers['x-amz-date']), allHeaders: true },
          });
          const valid =
            scope?.[1] === credentials.accessKeyId &&
            scope[3] === credentials.region &&
            scope[4] === 's3' &&
            expected.headers.get('authorization') === authorization;
          if (!valid)
            return void response.writeHead(403).end('<Error>SignatureDoesNotMatch</Error>');
          const key = request.url!;
          if (request.method === 'PUT') {
            objects.set(key, { bytes: body, contentType: String(request.headers['content-type']) });
            return void response.writeHead(200).end();
          }
          if (request.method === 'DELETE') {
            objects.delete(key);
            return void response.writeHead(204).end();
          }
          const found = objects.get(key);
          if (!found) return void response.writeHead(404).end('<Error>NoSuchKey</Error>');
          response.writeHead(200, { 'content-type': found.contentType }).end(found.bytes);
        })();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    bucket = { server, endpoint: `http://127.0.0.1:${port}`, objects };
  });

  afterAll(async () => {
    await new Promise((resolve) => bucket.server.close(resolve));
  });

  const config = () => ({
    storage: 's3' as const,
    endpoint: bucket.endpoint,
    bucket: 'proofs',
    ...credentials,
  });

  it('puts, gets and deletes path-style with a valid signature', async () => {
    calls = [];
    const storage = s3Storage(config());
    await storage.put('m1/abcdefgh', png, 'image/png');
    expect(bucket.objects.get('/proofs/m1/abcdefgh')).toEqual({
      bytes: png,
      contentType: 'image/png',
    });
    expect(await storage.get('m1/abcdefgh')).toEqual({ bytes: png, contentType: 'image/png' });
    await storage.delete('m1/abcdefgh');
    expect(await storage.get('m1/abcdefgh')).toBeNull();
    expect(calls).toEqual([
      'PUT /proofs/m1/abcdefgh',
      'GET /proofs/m1/abcdefgh',
      'DELETE /proofs/m1/abcdefgh',
      'GET /proofs/m1/abcdefgh',
    ]);
  });

  it('fails loudly when the store refuses a signature', async () => {
    for (const wrong of [{ secretAccessKey: 'wrong' }, { region: 'us-east-1' }]) {
      const storage = s3Storage({ ...config(), ...wrong });
      await expect(storage.put('m1/zzzzzzzz', png, 'image/png')).rejects.toThrow(/403/u);
    }
    expect(bucket.objects.has('/proofs/m1/zzzzzzzz')).toBe(false);
    await expect(s3Storage(config()).get('../etc')).rejects.toThrow(RangeError);
  });
});

describe('upload storage configuration', () => {
  it('defaults to DATA_DIR/uploads, takes UPLOAD_DIR, and names every missing S3 key', () => {
    expect(loadConfig({ DATA_DIR: '/srv/portal' }, '/').uploads).toEqual({
      storage: 'local',
      dir: '/srv/portal/uploads',
    });
    expect(loadConfig({ UPLOAD_DIR: 'files' }, '/srv').uploads).toEqual({
      storage: 'local',
      dir: '/srv/files',
    });
    expect(() => loadConfig({ UPLOAD_STORAGE: 's3', S3_BUCKET: 'proofs' })).toThrow(
      /S3_ENDPOINT.*S3_REGION.*S3_ACCESS_KEY_ID.*S3_SECRET_ACCESS_KEY/u,
    );
    expect(() => loadConfig({ UPLOAD_STORAGE: 'ftp' })).toThrow(ConfigError);
    const s3 = loadConfig({
      UPLOAD_STORAGE: 's3',
      S3_ENDPOINT: 'https://s3.eu-west-1.amazonaws.com/',
      S3_BUCKET: 'proofs',
      S3_REGION: 'eu-west-1',
      S3_ACCESS_KEY_ID: 'AKID',
      S3_SECRET_ACCESS_KEY: 'secret',
    }).uploads;
    expect(s3).toMatchObject({ storage: 's3', endpoint: 'https://s3.eu-west-1.amazonaws.com' });
  });
});

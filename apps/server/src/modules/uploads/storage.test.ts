import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { localStorage } from './local-storage.ts';
import { s3Storage } from './s3-storage.ts';
import { signV4 } from './sigv4.ts';

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
  const config = {
    storage: 's3' as const,
    endpoint: 'http://127.0.0.1:9000',
    bucket: 'proofs',
    region: 'eu-west-1',
    accessKeyId: 'AKIDEXAMPLE',
    secretAccessKey: 'secret-example-key',
  };

  /** An in-memory bucket that checks every signature the way a server would. */
  function fakeS3() {
    const objects = new Map<string, { bytes: Buffer; contentType: string }>();
    const calls: string[] = [];
    const impl = (async (input: URL | RequestInfo, init?: RequestInit) => {
      const url = new URL(String(input));
      const headers = { ...(init!.headers as Record<string, string>) };
      const { authorization, ...signed } = headers;
      const amzDate = signed['x-amz-date']!;
      const expected = signV4(
        {
          method: init!.method!,
          url,
          headers: { host: url.host, ...signed },
          payloadHash: signed['x-amz-content-sha256']!,
        },
        { ...config, service: 's3' },
        amzDate,
      ).authorization;
      calls.push(`${init!.method} ${url.pathname}`);
      if (authorization !== expected) return new Response('<Error/>', { status: 403 });
      const key = url.pathname;
      if (init!.method === 'PUT') {
        objects.set(key, {
          bytes: Buffer.from(init!.body as Uint8Array),
          contentType: signed['content-type']!,
        });
        return new Response('', { status: 200 });
      }
      if (init!.method === 'DELETE') {
        objects.delete(key);
        return new Response(null, { status: 204 });
      }
      const found = objects.get(key);
      if (!found) return new Response('<Error/>', { status: 404 });
      return new Response(new Uint8Array(found.bytes), {
        headers: { 'content-type': found.contentType },
      });
    }) as typeof fetch;
    return { impl, objects, calls };
  }

  it('puts, gets and deletes path-style with a valid signature', async () => {
    const fake = fakeS3();
    const storage = s3Storage(config, fake.impl);
    await storage.put('m1/abcdefgh', png, 'image/png');
    expect(fake.objects.has('/proofs/m1/abcdefgh')).toBe(true);
    expect(await storage.get('m1/abcdefgh')).toEqual({ bytes: png, contentType: 'image/png' });
    await storage.delete('m1/abcdefgh');
    expect(await storage.get('m1/abcdefgh')).toBeNull();
    expect(fake.calls).toEqual([
      'PUT /proofs/m1/abcdefgh',
      'GET /proofs/m1/abcdefgh',
      'DELETE /proofs/m1/abcdefgh',
      'GET /proofs/m1/abcdefgh',
    ]);
  });

  it('fails loudly when the store refuses', async () => {
    const fake = fakeS3();
    const storage = s3Storage({ ...config, secretAccessKey: 'wrong' }, fake.impl);
    // Signed with another secret than the fake server checks with.
    await expect(storage.put('m1/abcdefgh', png, 'image/png')).rejects.toThrow(/403/u);
    expect(fake.objects.size).toBe(0);
    await expect(storage.get('../etc')).rejects.toThrow(RangeError);
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

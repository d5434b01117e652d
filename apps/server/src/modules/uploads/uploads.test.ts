import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { uploadsEndpoints } from '@portal/contract/uploads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error.ts';
import { encodePng } from '../captcha/png.ts';
import { createMember, loginOk, sendFile } from '../../testing/accounts.ts';
import { expectError, expectOk } from '../../testing/expect-ok.ts';
import { operatorSession, ownerSession } from '../../testing/operators.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { claimUploads } from './claim-uploads.ts';
import { uploadMaxBytes } from './upload-route.ts';

const png = encodePng(2, 2, new Uint8Array(12).fill(200));
const jpeg = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF'),
]);

let t: TestApp;
let dir: string;
let ana: { id: string; token: string };
let bob: { id: string; token: string };

async function member(account: string) {
  const id = await createMember(t, { account });
  return { id, token: (await loginOk(t, account, 'secret99')).token };
}

function upload(token: string, body: Buffer | string, type = 'image/png', purpose = 'activity') {
  return sendFile(t, uploadsEndpoints.upload, body, type, { purpose }, { token });
}

async function uploadOk(token: string, body: Buffer = png, purpose = 'activity') {
  return expectOk(await upload(token, body, 'image/png', purpose), uploadsEndpoints.upload);
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'portal-uploads-test-'));
  t = await createTestApp({ config: { uploads: { storage: 'local', dir } } });
  ana = await member('upana01');
  bob = await member('upbob01');
});

afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

describe('uploads', () => {
  it('stores a png and a jpg judged by their bytes, whatever the header says', async () => {
    const first = await uploadOk(ana.token);
    expect(first).toMatchObject({ contentType: 'image/png', size: png.length });
    expect(first.uploadId).toMatch(/^[A-Za-z0-9_-]{24}$/u);
    const second = expectOk(
      await upload(ana.token, jpeg, 'application/octet-stream'),
      uploadsEndpoints.upload,
    );
    expect(second.contentType).toBe('image/jpeg');
  });

  it('refuses a renamed non-image, an empty body, a JSON body and a foreign type', async () => {
    expectError(await upload(ana.token, '<script>alert(1)</script>'), 415, 'upload_not_image');
    expectError(await upload(ana.token, Buffer.from('GIF89a......')), 415, 'upload_not_image');
    expectError(await upload(ana.token, Buffer.alloc(0)), 415, 'upload_not_image');
    expectError(await upload(ana.token, '{"a":1}', 'application/json'), 415, 'upload_not_image');
    expectError(await upload(ana.token, png, 'text/html'), 415, 'upload_not_image');
    expectError(await upload(ana.token, png, 'image/gif'), 415, 'upload_not_image');
  });

  it('takes exactly 5 MB and refuses one byte more', async () => {
    const exact = Buffer.alloc(uploadMaxBytes);
    png.copy(exact);
    expect((await uploadOk(ana.token, exact)).size).toBe(5 * 1024 * 1024);
    const over = Buffer.alloc(uploadMaxBytes + 1);
    png.copy(over);
    expectError(await upload(ana.token, over), 413, 'upload_too_large');
  });

  it('needs a login, a known purpose and a real member', async () => {
    expectError(
      await t.app.inject({
        method: 'POST',
        url: '/wps/uploads?purpose=activity',
        headers: { host: 'localhost', 'content-type': 'image/png' },
        payload: png,
      }),
      401,
      'in_no_login',
    );
    expectError(await upload(ana.token, png, 'image/png', 'avatar'), 400, 'invalid_input');
  });

  it('limits uploads per member before reading their bytes', async () => {
    const carol = await member('uplimit01');
    for (let i = 0; i < 20; i += 1) await uploadOk(carol.token);
    expectError(await upload(carol.token, png), 429, 'too_many_requests');
    // Another member on the same address is not affected.
    await uploadOk(bob.token);
  });

  it('serves the owner alone, with the sniffed type and inert headers', async () => {
    const { uploadId } = await uploadOk(ana.token);
    const own = await t.app.inject({
      method: 'GET',
      url: `/wps/uploads/file?uploadId=${uploadId}`,
      headers: { host: 'localhost', authorization: `Bearer ${ana.token}` },
    });
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(png)).toBe(true);
    expect(own.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'content-disposition': 'inline; filename="proof.png"',
      'content-security-policy': "default-src 'none'",
    });
    const other = await t.app.inject({
      method: 'GET',
      url: `/wps/uploads/file?uploadId=${uploadId}`,
      headers: { host: 'localhost', authorization: `Bearer ${bob.token}` },
    });
    expectError(other, 404, 'not_found');
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/wps/uploads/file?uploadId=${uploadId}`,
      headers: { host: 'localhost' },
    });
    expectError(anonymous, 401, 'in_no_login');
    // Operators who review proofs read it (withdrawals.read or rewards.write); no other one.
    const asOperator = (token?: string) =>
      t.app.inject({
        method: 'GET',
        url: `/operator/uploads/file?uploadId=${uploadId}`,
        headers: { host: 'localhost', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });
    const ops = await asOperator(await ownerSession(t));
    expect(ops.statusCode).toBe(200);
    expect(ops.headers['content-type']).toBe('image/png');
    expect(ops.rawPayload.equals(png)).toBe(true);
    expectError(await asOperator(await operatorSession(t, 'content')), 403, 'forbidden');
    expectError(await asOperator(), 401, 'in_no_login');
  });
});

describe('claimUploads', () => {
  const merchantId = async () =>
    (await t.db.query<{ id: number }>(`select id from merchant where code = 'demo'`))[0]!.id;

  async function claim(
    memberId: string,
    uploadIds: string[],
    purpose: 'activity' | 'withdrawal' = 'activity',
  ) {
    const id = await merchantId();
    return t.db.transaction((tx) =>
      claimUploads(tx, { merchantId: id, memberId, purpose, uploadIds, claimedBy: 'test:1' }),
    );
  }

  async function codeOf(promise: Promise<unknown>): Promise<string> {
    try {
      await promise;
      return 'ok';
    } catch (err) {
      if (err instanceof AppError) return err.code;
      throw err;
    }
  }

  it('claims up to 3 of the member’s own, once, and refuses a fourth file', async () => {
    const ids = [];
    for (let i = 0; i < 4; i += 1) ids.push((await uploadOk(ana.token)).uploadId);
    expect(await codeOf(claim(ana.id, ids))).toBe('upload_too_many');
    expect(await codeOf(claim(bob.id, ids.slice(0, 1)))).toBe('upload_unknown');
    expect(await codeOf(claim(ana.id, ids.slice(0, 1), 'withdrawal'))).toBe('upload_unknown');
    expect(await codeOf(claim(ana.id, ['unknown-upload-id']))).toBe('upload_unknown');
    expect(await codeOf(claim(ana.id, [ids[0]!, ids[0]!]))).toBe('upload_unknown');
    // A failed claim claims nothing: the good id of a mixed list stays free.
    expect(await codeOf(claim(ana.id, [ids[0]!, 'unknown-upload-id']))).toBe('upload_unknown');
    expect(await codeOf(claim(ana.id, ids.slice(0, 3)))).toBe('ok');
    expect(await codeOf(claim(ana.id, ids.slice(0, 1)))).toBe('upload_unknown');
    const [row] = await t.db.query<{ n: number }>(
      `select count(*)::int as n from upload where claimed_by = 'test:1' and member_id = $1`,
      [ana.id],
    );
    expect(row!.n).toBe(3);
  });
});

describe('expiry of unclaimed uploads', () => {
  it('deletes the bytes and rows of day-old unclaimed uploads only', async () => {
    const old = await uploadOk(bob.token);
    const claimed = await uploadOk(bob.token);
    const fresh = await uploadOk(bob.token);
    await t.db.query(
      `update upload set created_at = now() - interval '25 hours' where id = any($1::text[])`,
      [[old.uploadId, claimed.uploadId]],
    );
    await t.db.query(
      `update upload set claimed_at = now(), claimed_by = 'test:keep' where id = $1`,
      [claimed.uploadId],
    );
    const [oldRow] = await t.db.query<{ storage_key: string }>(
      'select storage_key from upload where id = $1',
      [old.uploadId],
    );
    await t.app.platform.jobs.runNow('upload-expire');
    const rows = await t.db.query<{ id: string }>(
      'select id from upload where id = any($1::text[])',
      [[old.uploadId, claimed.uploadId, fresh.uploadId]],
    );
    expect(rows.map((row) => row.id).sort()).toEqual([claimed.uploadId, fresh.uploadId].sort());
    expect(await t.app.platform.storage.get(oldRow!.storage_key)).toBeNull();
  });
});

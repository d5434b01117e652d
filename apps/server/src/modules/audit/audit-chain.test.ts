import { opsEndpoints } from '@portal/contract/ops';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginOk } from '../../testing/accounts.ts';
import { expectOk } from '../../testing/expect-ok.ts';
import { addOperator, operatorToken } from '../../testing/operators.ts';
import { createSecondMerchant } from '../../testing/second-merchant.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { verifyAuditChain } from './audit-chain.ts';
import { recordAudit } from './audit-log.ts';

describe('audit hash chain', () => {
  let t: TestApp;
  let betaId: number;

  beforeAll(async () => {
    t = await createTestApp();
    betaId = await createSecondMerchant(t, 'beta');
  });
  afterAll(async () => {
    await t.close();
  });

  /** Runs `sql` with the table's triggers off, as someone with database access could. */
  async function tamper(sql: string, params: unknown[]): Promise<void> {
    await t.db.transaction(async (tx) => {
      await tx.query('set local session_replication_role = replica');
      await tx.query(sql, params);
    });
  }

  async function addRows(merchantId: number, count: number): Promise<string[]> {
    for (let i = 0; i < count; i += 1) {
      await recordAudit(t.db, {
        merchantId,
        action: 'login_failed',
        ip: '192.0.2.1',
        detail: { attempt: i, nested: { before: { n: i }, after: null } },
      });
    }
    const rows = await t.db.query<{ id: string }>(
      'select id::text as id from audit_log where merchant_id = $1 order by chain_seq',
      [merchantId],
    );
    return rows.map((row) => row.id);
  }

  it('links every row, also rows written by concurrent transactions, and the verify call finds it whole', async () => {
    await loginOk(t, 'demo01', 'demo1234');
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        t.db.transaction(async (tx) => {
          await recordAudit(tx, { merchantId: betaId, action: 'login', ip: null, detail: { i } });
          await recordAudit(tx, { merchantId: betaId, action: 'logout', ip: null, detail: { i } });
        }),
      ),
    );
    const seqs = await t.db.query<{ chain_seq: bigint }>(
      'select chain_seq from audit_log where merchant_id = $1 order by chain_seq',
      [betaId],
    );
    expect(seqs.map((row) => Number(row.chain_seq))).toEqual(
      Array.from({ length: 24 }, (_, i) => i + 1),
    );
    expect(await verifyAuditChain(t.db, betaId)).toEqual({ checked: 24, brokenAt: null });

    const token = await operatorToken(
      t,
      await addOperator(t, { username: 'auditor', role: 'readonly' }),
    );
    const verified = expectOk(
      await call(t, opsEndpoints.auditVerify, {}, { token }),
      opsEndpoints.auditVerify,
    );
    expect(verified.brokenAt).toBeNull();
    expect(verified.checked).toBeGreaterThan(0);
    const page = expectOk(
      await call(t, opsEndpoints.auditList, { pageSize: '5' }, { token }),
      opsEndpoints.auditList,
    );
    expect(page.items[0]).toMatchObject({ action: 'operator_login', operator: 'auditor' });
  });

  it('names an edited row', async () => {
    const merchantId = await createSecondMerchant(t, 'edited');
    const ids = await addRows(merchantId, 5);
    await tamper(`update audit_log set detail = '{"attempt": 99}' where id = $1`, [ids[2]]);
    expect(await verifyAuditChain(t.db, merchantId)).toEqual({ checked: 2, brokenAt: ids[2] });
  });

  it('names the row after a removed one, and a chain whose newest rows were removed', async () => {
    const merchantId = await createSecondMerchant(t, 'removed');
    const ids = await addRows(merchantId, 6);
    await tamper('delete from audit_log where id = $1', [ids[5]]);
    expect(await verifyAuditChain(t.db, merchantId)).toEqual({ checked: 5, brokenAt: ids[4] });
    await tamper('delete from audit_log where id = $1', [ids[1]]);
    expect(await verifyAuditChain(t.db, merchantId)).toEqual({ checked: 1, brokenAt: ids[2] });
  });

  it('names a row written with the links switched off', async () => {
    const merchantId = await createSecondMerchant(t, 'unlinked');
    await addRows(merchantId, 2);
    await tamper(
      `insert into audit_log (merchant_id, action, ip, detail) values ($1, 'login', null, '{}')`,
      [merchantId],
    );
    const [row] = await t.db.query<{ id: string }>(
      'select max(id)::text as id from audit_log where merchant_id = $1',
      [merchantId],
    );
    expect(await verifyAuditChain(t.db, merchantId)).toEqual({ checked: 2, brokenAt: row!.id });
  });

  it('still refuses updates and deletes through the normal path', async () => {
    const [row] = await t.db.query<{ id: string }>(
      'select min(id)::text as id from audit_log where merchant_id = $1',
      [betaId],
    );
    await expect(
      t.db.query(`update audit_log set row_hash = 'x' where id = $1`, [row!.id]),
    ).rejects.toThrow('append-only');
    await expect(t.db.query('delete from audit_log where id = $1', [row!.id])).rejects.toThrow(
      'append-only',
    );
  });
});

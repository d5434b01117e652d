import { contractsEndpoints } from '@portal/contract/contracts';
import type { ContractKind } from '@portal/contract/contracts/terms';
import {
  billStatement,
  type BillRow,
  type BillState,
  type BillStatement,
} from '@portal/contract/contracts/views';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import type { Platform } from '../../platform.ts';
import { requireModule } from '../accounts/module-switches.ts';
import { askingAgent } from '../agent/team-scope.ts';
import { pageOf } from '../histories/day-range.ts';
import { kindModule } from './contract-store.ts';

/**
 * The agent centre's bills (issue #15): the bills of one kind an agent received (it is the
 * payee) or paid (it is the payer), newest period first, and one bill with its statement, which
 * only its two sides may read (anyone else gets 404, as if it did not exist). Agents only, and
 * only while the kind's whitelabel switch is on.
 */

interface BillDbRow {
  id: string;
  contract_id: string;
  kind: ContractKind;
  period_start: Date;
  period_end: Date;
  payer: string | null;
  payee: string;
  state: BillState;
  amount: bigint;
  created_at: Date;
  paid_at: Date | null;
  attempts: number;
}

const billColumns = `b.id::text as id, b.contract_id::text as contract_id, b.kind, b.period_start,
  b.period_end, p.account as payer, d.account as payee, b.state, b.amount, b.created_at,
  b.paid_at, b.attempts`;

const billFrom = `contract_bill b join member d on d.id = b.payee_id
  left join member p on p.id = b.payer_id`;

function billRowOf(row: BillDbRow, merchant: Merchant): BillRow {
  return {
    id: row.id,
    contractId: row.contract_id,
    kind: row.kind,
    periodStart: row.period_start.toISOString(),
    periodEnd: row.period_end.toISOString(),
    payer: row.payer,
    payee: row.payee,
    state: row.state,
    amount: merchant.money.format(row.amount),
    createdAt: row.created_at.toISOString(),
    paidAt: row.paid_at?.toISOString() ?? null,
    attempts: row.attempts,
  };
}

/** Registers `contractsEndpoints.bills` and `contractsEndpoints.bill`. */
export function registerContractBills(app: FastifyInstance, platform: Platform): void {
  const { db } = platform;

  registerEndpoint(app, contractsEndpoints.bills, async ({ input, merchant, session }) => {
    const agent = await askingAgent(db, platform, session);
    await requireModule(platform, merchant, kindModule[input.kind]);
    // Fixed text per side (never input): the column the asking agent must be in.
    const side = input.side === 'paid' ? 'b.payer_id' : 'b.payee_id';
    const where = `b.merchant_id = $1 and b.kind = $2 and ${side} = $3`;
    const params = [merchant.id, input.kind, agent.agentId];
    const [count] = await db.query<{ n: number }>(
      `select count(*)::int as n from contract_bill b where ${where}`,
      params,
    );
    const rows = await db.query<BillDbRow>(
      `select ${billColumns} from ${billFrom} where ${where}
       order by b.period_start desc, b.id desc limit $4 offset $5`,
      [...params, input.pageSize, (input.pageNo - 1) * input.pageSize],
    );
    return {
      list: rows.map((row) => billRowOf(row, merchant)),
      ...pageOf(count?.n ?? 0, input),
    };
  });

  registerEndpoint(app, contractsEndpoints.bill, async ({ input, merchant, session }) => {
    const agent = await askingAgent(db, platform, session);
    const [row] = await db.query<BillDbRow & { statement: unknown }>(
      `select ${billColumns}, b.statement from ${billFrom}
       where b.merchant_id = $1 and b.id = $2 and (b.payee_id = $3 or b.payer_id = $3)`,
      [merchant.id, input.id, agent.agentId],
    );
    if (!row) throw new AppError('not_found');
    await requireModule(platform, merchant, kindModule[row.kind]);
    const statement: BillStatement = billStatement.parse(row.statement);
    return { bill: billRowOf(row, merchant), statement };
  });
}

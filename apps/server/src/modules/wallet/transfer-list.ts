import { walletEndpoints } from '@portal/contract/wallet';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Platform } from '../../platform.ts';
import { requireRealMember } from '../session/policies.ts';
import { opColumns, opFromRow } from './wallet-ops.ts';
import { transferView } from './wallet-views.ts';

/** GET /wps/wallet/transfers: the member's vendor transfers, newest first, optionally one vendor. */
export function registerTransferList(app: FastifyInstance, platform: Platform): void {
  registerEndpoint(app, walletEndpoints.transfers, async ({ input, merchant, session }) => {
    const s = session!;
    requireRealMember(s);
    const vendor = input.vendor ?? null;
    const where = `merchant_id = $1 and member_id = $2 and kind in ('transfer_in', 'transfer_out')
      and ($3::text is null or vendor = $3)`;
    const [count] = await platform.db.query<{ n: number }>(
      `select count(*)::int as n from wallet_op where ${where}`,
      [merchant.id, s.memberId, vendor],
    );
    const rows = await platform.db.query<Parameters<typeof opFromRow>[0]>(
      `select ${opColumns} from wallet_op where ${where} order by id desc limit $4 offset $5`,
      [merchant.id, s.memberId, vendor, input.pageSize, (input.pageNo - 1) * input.pageSize],
    );
    const total = count?.n ?? 0;
    return {
      list: rows.map((row) => transferView(opFromRow(row), merchant)),
      total,
      pageNum: input.pageNo,
      totalPages: Math.ceil(total / input.pageSize),
    };
  });
}

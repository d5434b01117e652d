import type { OpsMeOutput } from '@portal/contract/ops';
import { permissionsOf } from '@portal/contract/ops/roles';
import type { Queryable } from '../../../db/db.ts';
import { AppError } from '../../../http/app-error.ts';
import { operatorById, operatorView } from './operator-repo.ts';

/** An operator and what its role lets it do, as the console reads them. */
export async function operatorMe(q: Queryable, operatorId: string): Promise<OpsMeOutput> {
  const row = await operatorById(q, operatorId);
  if (!row) throw new AppError('in_no_login');
  return { operator: operatorView(row), permissions: permissionsOf(row.role, row.merchant_code) };
}

import type { OpsBrandView, OpsMeOutput } from '@portal/contract/ops';
import { permissionsOf } from '@portal/contract/ops/roles';
import type { Queryable } from '../../../db/db.ts';
import { AppError } from '../../../http/app-error.ts';
import type { Merchant } from '../../../merchant/merchant.ts';
import { operatorById, operatorView } from './operator-repo.ts';

/** The brand a console acts on, its default language first. */
function brandView(merchant: Merchant): OpsBrandView {
  const others = merchant.languages.filter((code) => code !== merchant.defaultLanguage);
  return {
    code: merchant.code,
    name: merchant.name,
    languages: [merchant.defaultLanguage, ...others],
    currency: merchant.currency,
    timeZone: merchant.timeZone,
  };
}

/** An operator, what its role lets it do and the brand it acts on, as the console reads them. */
export async function operatorMe(
  q: Queryable,
  operatorId: string,
  merchant: Merchant,
): Promise<OpsMeOutput> {
  const row = await operatorById(q, operatorId);
  if (!row) throw new AppError('in_no_login');
  return {
    operator: operatorView(row),
    permissions: permissionsOf(row.role, row.merchant_code),
    brand: brandView(merchant),
  };
}

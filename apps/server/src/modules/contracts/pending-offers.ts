import { contractKinds, type ContractKind } from '@portal/contract/contracts/terms';
import type { PendingOfferFlags } from '@portal/contract/contracts/views';
import type { Merchant } from '../../merchant/merchant.ts';
import type { Platform } from '../../platform.ts';
import { moduleOn } from '../accounts/module-switches.ts';
import { kindModule } from './contract-store.ts';

/** The consolidated call's flag of each kind (spec section 3). */
const flagOf: Record<ContractKind, keyof PendingOfferFlags> = {
  dividend: 'divtypereq',
  dailySalary: 'dailysalreqtype',
  hourSalary: 'contracthoursalreq',
  realtimeSalary: 'realtimesalreqtype',
};

/** The contract kinds the brand has switched on. */
export async function enabledKinds(
  platform: Pick<Platform, 'systemCache'>,
  merchant: Merchant,
): Promise<ContractKind[]> {
  const on = await Promise.all(
    contractKinds.map((k) => moduleOn(platform, merchant, kindModule[k])),
  );
  return contractKinds.filter((_, i) => on[i]);
}

/**
 * The pending-offer flags of a member: 1 for each switched-on kind with an offer waiting for
 * the member's answer. One indexed read (`agent_contract_one_offer`); every member gets the
 * flags, a non-agent always all zero.
 */
export async function pendingOfferFlagsOf(
  platform: Pick<Platform, 'db' | 'systemCache'>,
  merchant: Merchant,
  memberId: string,
): Promise<PendingOfferFlags> {
  const [kinds, rows] = await Promise.all([
    enabledKinds(platform, merchant),
    platform.db.query<{ kind: ContractKind }>(
      `select kind from agent_contract where merchant_id = $1 and downline_id = $2 and state = 'offered'`,
      [merchant.id, memberId],
    ),
  ]);
  const flags: PendingOfferFlags = {
    divtypereq: 0,
    dailysalreqtype: 0,
    contracthoursalreq: 0,
    realtimesalreqtype: 0,
  };
  for (const { kind } of rows) if (kinds.includes(kind)) flags[flagOf[kind]] = 1;
  return flags;
}

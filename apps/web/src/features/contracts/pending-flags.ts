import type { PendingOfferFlags } from '@portal/contract/contracts/views';

/** True when the consolidated call says an offer of any kind waits for the member's answer. */
export function hasPendingOffer(flags: PendingOfferFlags): boolean {
  return (
    flags.divtypereq === 1 ||
    flags.dailysalreqtype === 1 ||
    flags.contracthoursalreq === 1 ||
    flags.realtimesalreqtype === 1
  );
}

import type { ContractAction, ContractState, ContractView } from '@portal/contract/contracts/views';
import type { Tone } from '../../shared/money/status-pill.tsx';

/** Which side of a contract the agent looks from: it receives it, or it gives (pays) it. */
export type ContractSide = 'upline' | 'downline';

/**
 * What this side may do to a contract in its state (the server's rules): the downline answers an
 * offer, the upline may withdraw it; either side asks to end an active contract, and only the
 * side that did not ask may confirm the end.
 */
export function actionsFor(contract: ContractView, side: ContractSide): ContractAction[] {
  switch (contract.state) {
    case 'offered':
      return side === 'downline' ? ['accept', 'reject'] : ['withdraw'];
    case 'active':
      return ['requestTermination'];
    case 'terminationRequested':
      return contract.terminationRequestedBy === side ? [] : ['confirmTermination'];
    default:
      return [];
  }
}

/** The colour a state reads in (its label carries the meaning). */
export const stateTone: Record<ContractState, Tone> = {
  offered: 'accent',
  active: 'success',
  rejected: 'muted',
  terminationRequested: 'warning',
  ended: 'muted',
  expired: 'muted',
};

/** True for a contract that pays now (including one whose end was asked for). */
export function isCurrent(contract: ContractView): boolean {
  return contract.state === 'active' || contract.state === 'terminationRequested';
}

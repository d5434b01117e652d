import type { Queryable } from '../../db/db.ts';
import { AppError } from '../../http/app-error.ts';
import type { AgentSettings } from './agent-settings.ts';

/**
 * What an agent may give a downline: a type from the brand's list and a prize group from the
 * brand's minimum up to the agent's own (a downline never earns more rebate room than its
 * upline has). Shared by the register centre, invitation links and registrations through them.
 */

/** The prize groups an agent may give, or null when its own group is below the brand's minimum. */
export type PrizeRange = { min: number; max: number } | null;

/** The range of an agent: its own group is its stored one, else the brand's top. */
export async function prizeRangeOf(
  q: Queryable,
  agentId: string,
  settings: AgentSettings,
): Promise<PrizeRange> {
  const [row] = await q.query<{ prize_group: number | null }>(
    'select prize_group from member where id = $1',
    [agentId],
  );
  const { min, max } = settings.prizeGroup;
  const own = Math.min(row?.prize_group ?? max, max);
  return own >= min ? { min, max: own } : null;
}

/** 400 `downline_type_not_allowed` unless the brand lets agents give the type. */
export function checkDownlineType(settings: AgentSettings, type: number): void {
  if (!settings.downlineTypes.includes(type)) throw new AppError('downline_type_not_allowed');
}

/** The group to give (the agent's own when not asked), or 400 `prize_group_not_allowed`. */
export function prizeGroupToGive(range: PrizeRange, asked: number | undefined): number {
  if (!range) throw new AppError('prize_group_not_allowed');
  const group = asked ?? range.max;
  if (group < range.min || group > range.max) throw new AppError('prize_group_not_allowed');
  return group;
}

/** True when a stored link's type and group are still within what the agent may give. */
export function linkStillAllowed(
  settings: AgentSettings,
  range: PrizeRange,
  link: { type: number; prizeGroup: number | null },
): boolean {
  if (!settings.downlineTypes.includes(link.type)) return false;
  return (
    link.prizeGroup === null ||
    (range !== null && link.prizeGroup >= range.min && link.prizeGroup <= range.max)
  );
}

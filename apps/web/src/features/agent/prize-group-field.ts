import type { TFunction } from 'i18next';

/** The prize-group input's hint and check for the agent's range (none: no range to keep). */
export interface PrizeGroupField {
  hint: string | undefined;
  /** The message for a typed value outside the range, or null when it fits (or is empty). */
  problem: (value: string) => string | null;
}

/** The prize-group input of the register centre's forms, for the range the server allows. */
export function prizeGroupField(
  range: { min: number; max: number } | null,
  t: TFunction,
): PrizeGroupField {
  if (range === null) return { hint: undefined, problem: () => null };
  return {
    hint: t('agent.register.prizeHint', range),
    problem: (value) => {
      if (value.trim() === '') return null;
      const number = Number(value);
      return Number.isInteger(number) && number >= range.min && number <= range.max
        ? null
        : t('agent.register.prizeRange', range);
    },
  };
}

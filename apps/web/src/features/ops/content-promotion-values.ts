import type { promotionKind } from '@portal/contract/content';
import type { OpsPromotionItem } from '@portal/contract/content/ops-items';
import type {
  opsPromotionCreateInput,
  opsPromotionUpdateInput,
} from '@portal/contract/content/ops-promotion-edit';
import type { Path, UseFormReturn } from 'react-hook-form';
import type * as z from 'zod/mini';
import {
  isoOfLocalInput,
  isoOrNull,
  localInputOf,
  nullIfBlank,
  numberOf,
  textFieldNames,
  textMapOf,
  withoutBlankLanguages,
  type TextMap,
} from './content-form-values.ts';

export type PromotionKind = z.infer<typeof promotionKind>;

/** A raffle gives one prize, or draws one from a table of prizes with their weights. */
export type PrizeMode = 'single' | 'table';

/** The contract allows a prize table of at most these many rows. */
export const prizeTableLimit = 20;

/**
 * The promotion form's values. Times are `datetime-local` values in the browser's zone and
 * numbers are as typed; the money terms (kind, prize, table, turnover, proof) only matter to a
 * create, since an update keeps them as created.
 */
export interface PromotionValues {
  kind: PromotionKind;
  category: string;
  titles: TextMap;
  summaries: TextMap;
  contents: TextMap;
  imageUrl: string;
  startTime: string;
  /** Blank: no end. */
  endTime: string;
  requiresProof: boolean;
  prizeMode: PrizeMode;
  prizeAmount: string;
  prizeTable: { amount: string; weight: string }[];
  turnoverPercent: string;
  sort: string;
}

/** What the form's check makes of its values: the input of one call or the other. */
export type PromotionOut =
  z.output<typeof opsPromotionCreateInput> | z.output<typeof opsPromotionUpdateInput>;

/** The promotion form, as its parts receive it. */
export type PromotionFormApi = UseFormReturn<PromotionValues, unknown, PromotionOut>;

/**
 * A new promotion informs, for every category, from now on without an end; a stored one starts
 * as listed, its times shown on the operator's own clock.
 */
export function promotionValuesOf(
  row: OpsPromotionItem | null,
  languages: readonly string[],
): PromotionValues {
  return {
    kind: (row?.kind ?? 'info') as PromotionKind,
    category: row?.category ?? 'ALL',
    titles: textMapOf(row?.titles ?? {}, languages),
    summaries: textMapOf(row?.summaries ?? {}, languages),
    contents: textMapOf(row?.contents ?? {}, languages),
    imageUrl: row?.imageUrl ?? '',
    startTime: localInputOf(row?.startTime ?? new Date().toISOString()),
    endTime: localInputOf(row?.endTime ?? null),
    requiresProof: row?.requiresProof ?? false,
    prizeMode: 'single',
    prizeAmount: row?.prizeAmount ?? '',
    prizeTable: [{ amount: '', weight: '1' }],
    turnoverPercent: String(row?.turnoverPercent ?? 0),
    sort: String(row?.sort ?? 0),
  };
}

/** What members read, as both calls take it: texts, picture, category, times and order. */
function readFields(values: PromotionValues) {
  return {
    category: values.category.trim(),
    ...withoutBlankLanguages({
      titles: values.titles,
      summaries: values.summaries,
      contents: values.contents,
    }),
    imageUrl: values.imageUrl,
    startTime: isoOfLocalInput(values.startTime),
    endTime: isoOrNull(values.endTime),
    sort: numberOf(values.sort),
  };
}

/**
 * The create call's input: the read fields and the money terms of the chosen kind only. An
 * information promotion has no prize; an activity may have a bonus and may ask for proof; a
 * raffle has one prize or a table, never both. Terms of another kind the operator filled in
 * before switching kinds are left out rather than refused.
 */
export function promotionCreateOf(values: PromotionValues) {
  const raffle = values.kind === 'raffle';
  const table = raffle && values.prizeMode === 'table';
  return {
    ...readFields(values),
    kind: values.kind,
    requiresProof: values.kind === 'activity' && values.requiresProof,
    prizeAmount: values.kind === 'info' || table ? null : nullIfBlank(values.prizeAmount),
    prizeTable: table
      ? values.prizeTable.map((row) => ({
          amount: row.amount.trim(),
          weight: numberOf(row.weight),
        }))
      : null,
    turnoverPercent: values.kind === 'info' ? 0 : numberOf(values.turnoverPercent),
  };
}

/** The update call's input: the row's id and what members read, nothing of the money terms. */
export function promotionUpdateOf(id: string, values: PromotionValues) {
  return { id, ...readFields(values) };
}

/** Every field a refusal may name, so that its message shows under its own input. */
export function promotionFieldNames(languages: readonly string[]): Path<PromotionValues>[] {
  const rows = Array.from({ length: prizeTableLimit }, (_, i) => [
    `prizeTable.${i}.amount`,
    `prizeTable.${i}.weight`,
  ]).flat();
  return [
    'kind',
    'category',
    'imageUrl',
    'startTime',
    'endTime',
    'requiresProof',
    'prizeAmount',
    'prizeTable',
    'turnoverPercent',
    'sort',
    ...rows,
    ...textFieldNames(['titles', 'summaries', 'contents'], languages),
  ] as Path<PromotionValues>[];
}

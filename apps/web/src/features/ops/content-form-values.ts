import { zodResolver } from '@hookform/resolvers/zod';
import {
  get,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type Resolver,
} from 'react-hook-form';
import type * as z from 'zod/mini';
import { fieldError } from '../../shared/forms/server-errors.ts';

/**
 * What the content forms share: the languages they offer, how texts left blank are dropped,
 * how the browser's date-time inputs become the contract's ISO times (and a window of them), and
 * a resolver that checks the prepared values with the contract's own schema.
 */

/**
 * The languages a content form offers while the brand's are unknown. The console loads its
 * operator (and so the brand) before it shows any page, so this is only a safe default.
 */
export const fallbackLanguages = ['PT', 'EN'] as const;

/** A per-language text map of the form: one entry for each offered language, maybe empty. */
export type TextMap = Record<string, string>;

/** The text maps a content form may hold; each kind uses some of them. */
export type TextMapName = 'titles' | 'summaries' | 'contents';

/**
 * The languages a form offers: the brand's, in its order (its default first), then any other
 * language one of the row's maps holds, so that editing never loses a text the form would not
 * otherwise show (a language the brand has since dropped, say).
 */
export function editorLanguages(offered: readonly string[], ...maps: TextMap[]): string[] {
  const brand = [...new Set(offered)];
  const others = new Set<string>();
  for (const map of maps) for (const code of Object.keys(map)) others.add(code);
  for (const code of brand) others.delete(code);
  return [...brand, ...[...others].sort()];
}

/** A stored map as form values: every offered language present, empty where there is no text. */
export function textMapOf(map: TextMap, languages: readonly string[]): TextMap {
  return Object.fromEntries(languages.map((code) => [code, map[code] ?? '']));
}

/**
 * Drops the languages whose every text is blank, from all the maps together. A language the
 * operator started stays in every map, so its missing texts are refused under their inputs
 * instead of a player reading a title in one language above contents in another.
 */
export function withoutBlankLanguages<M extends Partial<Record<TextMapName, TextMap>>>(maps: M): M {
  const all = Object.values(maps) as TextMap[];
  const codes = new Set(all.flatMap((map) => Object.keys(map)));
  const blank = [...codes].filter((code) => all.every((map) => (map[code] ?? '').trim() === ''));
  const kept = (map: TextMap) =>
    Object.fromEntries(Object.entries(map).filter(([code]) => !blank.includes(code)));
  return Object.fromEntries(
    Object.entries(maps).map(([name, map]) => [name, kept(map as TextMap)]),
  ) as M;
}

/**
 * The form's message of one field, else of the whole map it belongs to when `first` (a map
 * refused as a whole, such as one with no language at all, shows under its first input).
 */
export function textError(
  errors: FieldErrors,
  map: TextMapName,
  code: string,
  first: boolean,
): string | undefined {
  const own = fieldError(get(errors, `${map}.${code}`) as FieldError | undefined);
  if (own !== undefined || !first) return own;
  const whole = get(errors, map) as FieldError | undefined;
  return typeof whole?.message === 'string' ? fieldError(whole) : undefined;
}

/** The field names a refusal may give for the maps of a form, per language and whole. */
export function textFieldNames(maps: readonly TextMapName[], languages: readonly string[]) {
  return maps.flatMap((map) => [map, ...languages.map((code) => `${map}.${code}`)]);
}

/** A number typed in a text input: blank or malformed is NaN, which the schema refuses. */
export function numberOf(typed: string): number {
  const trimmed = typed.trim();
  return /^[-+]?\d+(\.\d+)?$/u.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** Blank is null (no promotion, no bonus); anything else is sent trimmed. */
export function nullIfBlank(typed: string): string | null {
  const trimmed = typed.trim();
  return trimmed === '' ? null : trimmed;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO time as a `datetime-local` value in the browser's zone; empty when there is none. */
export function localInputOf(iso: string | null): string {
  const time = iso === null ? Number.NaN : Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const d = new Date(time);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/**
 * A `datetime-local` value as an ISO time with the browser's offset for that moment
 * (`2026-12-01T10:00:00+01:00`), which the contract requires: the operator types the time of
 * their own clock and the server stores the instant. Anything else is passed on for the schema
 * to refuse.
 */
export function isoOfLocalInput(local: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/u.exec(local.trim());
  if (match === null) return local.trim();
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  // Built from the local parts, then read back, so a time skipped by a clock change comes out
  // as the moment the browser itself would show for it.
  const at = new Date(y, mo - 1, d, h, mi);
  const offset = -at.getTimezoneOffset();
  const sign = offset < 0 ? '-' : '+';
  const zone = `${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
  return `${localInputOf(at.toISOString())}:00${zone}`;
}

/** A `datetime-local` value as the contract's ISO time; blank is null (no start, no end). */
export function isoOrNull(local: string): string | null {
  return local.trim() === '' ? null : isoOfLocalInput(local);
}

/** A content form's window, as `datetime-local` values; blank: no start, or no end. */
export interface ScheduleValues {
  startTime: string;
  endTime: string;
}

/** A stored window as form values, on the operator's own clock. */
export function scheduleValuesOf(
  row: { startTime: string | null; endTime: string | null } | null,
): ScheduleValues {
  return {
    startTime: localInputOf(row?.startTime ?? null),
    endTime: localInputOf(row?.endTime ?? null),
  };
}

/** The window as the calls take it: both keys always (an update requires them), null if blank. */
export function scheduleOf(values: ScheduleValues) {
  return { startTime: isoOrNull(values.startTime), endTime: isoOrNull(values.endTime) };
}

/** The window's field names, as a refusal may give them. */
export const scheduleFieldNames = ['startTime', 'endTime'] as const;

/** The browser's time zone as it names it (`Europe/Lisbon`), which the time inputs follow. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Zod's own wording (English sentences, for a wrong type) becomes the contract's key. */
function keyedErrors(errors: FieldErrors): FieldErrors {
  const walk = (node: unknown): unknown => {
    if (node === null || typeof node !== 'object') return node;
    // A list's errors stay a list (with its `root`), as react-hook-form reads them.
    if (Array.isArray(node)) {
      const list: unknown[] = node.map(walk);
      if ('root' in node) Object.assign(list, { root: walk(node.root) });
      return list;
    }
    const entries = Object.entries(node).map(([key, value]) =>
      key === 'message' && typeof value === 'string' && /\s/u.test(value)
        ? [key, 'field_invalid']
        : key === 'ref'
          ? [key, value]
          : [key, walk(value)],
    );
    return Object.fromEntries(entries);
  };
  return walk(errors) as FieldErrors;
}

/**
 * A resolver that turns the form's values into the call's input with `prepare` (blank
 * languages dropped, times and numbers converted) and checks that with the contract's schema,
 * so the form refuses exactly what the server would and sends what the schema made of it.
 */
export function preparedResolver<V extends FieldValues, S extends z.ZodMiniType>(
  schema: S,
  prepare: (values: V) => z.input<S>,
): Resolver<V, unknown, z.output<S>> {
  const check = zodResolver(schema as never) as unknown as Resolver<
    FieldValues,
    unknown,
    z.output<S>
  >;
  return async (values, context, options) => {
    const result = await check(prepare(values) as FieldValues, context, options as never);
    return Object.keys(result.errors).length === 0
      ? { values: result.values as z.output<S>, errors: {} }
      : { values: {}, errors: keyedErrors(result.errors) as FieldErrors<V> };
  };
}

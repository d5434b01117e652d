import * as z from 'zod/mini';
import { requiredText } from '../text.ts';

/** A language key of an operator's texts: two capital letters (`PT`, `EN`). */
const languageKey = z.string().check(z.regex(/^[A-Z]{2}$/u, 'field_invalid'));

/**
 * `{PT: ..., EN: ...}` texts an operator gives: one to twelve languages, each trimmed, not
 * empty and at most `max` characters. The public calls pick the reader's language, else the
 * brand's default, PT, EN or any.
 */
export function localizedTexts(max: number) {
  return z
    .record(languageKey, requiredText(max))
    .check(
      z.refine(
        (map) => Object.keys(map).length >= 1 && Object.keys(map).length <= 12,
        'field_required',
      ),
    );
}

/** A row's id on the wire: digits. */
export const contentId = z.string().check(z.trim(), z.regex(/^[0-9]{1,18}$/u, 'field_invalid'));

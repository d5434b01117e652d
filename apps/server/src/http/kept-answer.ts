import { JsonText } from './envelope.ts';
import { weakTag } from './etag.ts';

/** An answer made from a cached value: the value, its JSON (and compressed forms) and ETag. */
export interface KeptAnswer<T> {
  value: T;
  text: JsonText<T>;
  tag: string;
}

/** Answers already made, by the cached value they were made from and the answer's variant. */
const kept = new WeakMap<object, Map<string, KeptAnswer<unknown>>>();

/**
 * The answer made from a cached value (`source`, the same object for every request it answers
 * until the cache drops it), made once per `variant` (a filter that picks from it): serialised,
 * tagged and, as clients ask, compressed on the first request only. A change to the catalogue
 * replaces the cached value, and with it every answer made from it.
 */
export function keptAnswer<T>(source: object, variant: string, answer: () => T): KeptAnswer<T> {
  let answers = kept.get(source);
  if (!answers) {
    answers = new Map();
    kept.set(source, answers);
  }
  let made = answers.get(variant) as KeptAnswer<T> | undefined;
  if (!made) {
    const value = answer();
    const json = JSON.stringify(value);
    made = { value, text: new JsonText<T>(json), tag: weakTag(json) };
    answers.set(variant, made);
  }
  return made;
}

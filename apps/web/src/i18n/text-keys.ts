/** A plural form's key as callers name it: `total_one` and `total_other` are asked for as `total`. */
type PluralBase<K extends string> =
  K extends `${infer Base}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}` ? Base : K;

/**
 * The dotted paths of a feature's texts (`rg.exclusion.years`): its strings and lists of strings
 * (a download guide's steps), plural forms by their base key. A feature's `t` takes these, so a
 * key is checked against the PT resource at compile time even when the texts load with the
 * feature's chunk.
 */
export type TextKey<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string | readonly string[]
    ? `${P}${PluralBase<K>}`
    : TextKey<T[K], `${P}${K}.`>;
}[keyof T & string];

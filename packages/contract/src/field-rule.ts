import * as z from 'zod/mini';

// The wire schema of a per-field rule, on its own: the status response needs it on the web
// app's first screen, while the checks of `patterns.ts` load only with the forms. Keeping them
// apart keeps the pattern library out of the initial bundle (ADR 0007). `patterns.ts`
// re-exports both names.

const bound = z.number().check(z.int(), z.minimum(0), z.maximum(1000));

/** A per-field rule as the server publishes it. */
export const fieldRule = z.object({
  /** Regular expression source, or `*` for any characters. */
  acceptedPattern: z.string().check(z.maxLength(1000)),
  minLength: bound,
  maxLength: bound,
  /** Names the message template; an unknown id falls back to the generic one. */
  patternId: z.string(),
});
export type FieldRule = z.infer<typeof fieldRule>;

import type { Motif } from './art-motifs.ts';

/** The languages the demo brand's pictures are drawn in. */
export const artLanguages = ['PT', 'EN'] as const;
export type ArtLanguage = (typeof artLanguages)[number];

/** What one generated picture shows: a motif, and per language a headline and a tagline. */
export interface ArtSpec {
  motif: Motif;
  text: Record<ArtLanguage, { headline: string; tagline: string }>;
}

/** Shorthand for an ArtSpec: [motif, PT headline, PT tagline, EN headline, EN tagline]. */
export function art(
  motif: Motif,
  ptHeadline: string,
  ptTagline: string,
  enHeadline: string,
  enTagline: string,
): ArtSpec {
  return {
    motif,
    text: {
      PT: { headline: ptHeadline, tagline: ptTagline },
      EN: { headline: enHeadline, tagline: enTagline },
    },
  };
}

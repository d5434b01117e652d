/**
 * Help centre anchors the footer links to (`/help#term`). The help content itself comes from
 * the help-centre call; these ids name the sections every merchant has.
 */
export const helpTerms = ['about', 'terms', 'privacy', 'responsibleGaming', 'faq'] as const;

export type HelpTerm = (typeof helpTerms)[number];

/** True for a known help anchor. */
export function isHelpTerm(value: string): value is HelpTerm {
  return (helpTerms as readonly string[]).includes(value);
}

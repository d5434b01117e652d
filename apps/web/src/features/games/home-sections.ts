import { constants } from '@portal/contract/constants';
import type { GameCard } from '@portal/contract/game-card';

/** Categories that have a section on HOME, in the order they show (INHOUSE first). */
export const homeSectionOrder = [
  'INHOUSE',
  'RECENT',
  'HOT',
  'RNG',
  'LIVE',
  'FISH',
  'SPORTS',
  'PVP',
  'ESPORTS',
  'COCKFIGHT',
] as const;
export type HomeSectionKey = (typeof homeSectionOrder)[number];

/** One HOME section: its category and at most 12 cards. */
export interface HomeSection {
  key: HomeSectionKey;
  cards: GameCard[];
}

/** True when the card's vendor is an in-house provider (PGE). */
export function isInHouse(card: Pick<GameCard, 'vassalage'>): boolean {
  return (constants.inHouseProviders as readonly string[]).includes(card.vassalage);
}

/**
 * The HOME sections (spec section 2): INHOUSE first (the in-house list plus RNG cards whose
 * vendor is in-house), RECENT only for a logged-in member with recent games, then HOT, RNG,
 * LIVE, FISH, SPORTS, PVP, ESPORTS, COCKFIGHT; each capped at 12, empty ones left out.
 */
export function buildHomeSections(
  lists: Partial<Record<HomeSectionKey, readonly GameCard[]>>,
  isLogin: boolean,
): HomeSection[] {
  const inHouse = [...(lists.INHOUSE ?? []), ...(lists.RNG ?? []).filter(isInHouse)];
  const seen = new Set<string>();
  const merged: Partial<Record<HomeSectionKey, readonly GameCard[]>> = {
    ...lists,
    INHOUSE: inHouse.filter((card) => {
      const id = `${card.vassalage}:${card.nodeId}`;
      if (seen.has(id)) return false;
      seen.add(id);
      return true;
    }),
  };
  return homeSectionOrder.flatMap((key) => {
    if (key === 'RECENT' && !isLogin) return [];
    const cards = (merged[key] ?? []).slice(0, constants.homeSectionCap);
    return cards.length === 0 ? [] : [{ key, cards }];
  });
}

/**
 * `next`, with each section whose cards are the same cards as the section of its key in
 * `previous` (the same objects, in the same order) replaced by that earlier section: a section
 * that did not change keeps its identity, and the view that draws it can skip it. When no
 * section changed, `previous` itself.
 */
export function keepUnchanged(
  previous: readonly HomeSection[],
  next: readonly HomeSection[],
): readonly HomeSection[] {
  const before = new Map(previous.map((section) => [section.key, section]));
  const kept = next.map((section) => {
    const old = before.get(section.key);
    const same =
      old !== undefined &&
      old.cards.length === section.cards.length &&
      old.cards.every((card, index) => card === section.cards[index]);
    return same ? old : section;
  });
  // Nothing changed: the same list, whose identity says so.
  return kept.length === previous.length &&
    kept.every((section, index) => section === previous[index])
    ? previous
    : kept;
}

import type { GameCard } from '@portal/contract/game-card';

/** A game card as the server answers it; override what a test needs. */
export function makeCard(overrides: Partial<GameCard> = {}): GameCard {
  const nodeId = overrides.nodeId ?? 'g1';
  return {
    nodeId,
    nodeName: null,
    gameName: `Game ${nodeId}`,
    displayName: `Game ${nodeId}`,
    vassalage: 'AG',
    accountTypeName: 'AG Gaming',
    gameClassify: 'SLOT',
    gameType: 'RNG',
    isHot: 0,
    supportPlay: 1,
    showIcon: null,
    iconUrl: '/icons/g.png',
    lagerIcon: null,
    isGame: 'GAME',
    gameCode: `code-${nodeId}`,
    ...overrides,
  };
}

/** `count` cards with ids `${prefix}1..n`. */
export function makeCards(count: number, prefix: string, overrides: Partial<GameCard> = {}) {
  return Array.from({ length: count }, (_, index) =>
    makeCard({ nodeId: `${prefix}${index + 1}`, ...overrides }),
  );
}

/** The success envelope of the API. */
export function ok(value: unknown) {
  return { success: true, value };
}

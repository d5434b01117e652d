import * as z from 'zod/mini';
import { gameTypes } from './constants.ts';
import { text } from './text.ts';

/** Game types of the catalogue (spec section 9 and the lottery prize modes). */
export const gameType = z.enum(gameTypes);
export type GameType = z.infer<typeof gameType>;

/** A vendor code such as `PGE` or `AG` (the spec calls it vassalage). */
export const vassalage = z.string().check(z.trim(), z.regex(/^[A-Z0-9_]{1,24}$/u, 'field_invalid'));

/** `isGame` of a card: a single game, or a vendor entry that opens the vendor's game list. */
export const isGameKind = z.enum(['GAME', 'VASSALAGE']);

/**
 * A game card (spec section 3). Clients show `gameName` before `nodeName` and `showIcon` before
 * `iconUrl`; `cardTitle` and `cardIcon` below spell those preferences once.
 */
export const gameCard = z.object({
  nodeId: z.string(),
  nodeName: z.nullable(z.string()),
  gameName: z.nullable(z.string()),
  displayName: z.string(),
  vassalage: z.string(),
  /** The vendor's display name. */
  accountTypeName: z.string(),
  gameClassify: z.string(),
  gameType,
  /** 1 when the game carries the hot badge. */
  isHot: z.union([z.literal(0), z.literal(1)]),
  /** 0 when a free trial is offered (spec: free-trial button when supportPlay equals 0). */
  supportPlay: z.union([z.literal(0), z.literal(1)]),
  showIcon: z.nullable(z.string()),
  iconUrl: z.string(),
  /** Large artwork for swipers and banners. */
  lagerIcon: z.nullable(z.string()),
  isGame: isGameKind,
  gameCode: z.string(),
});
export type GameCard = z.infer<typeof gameCard>;

/** The title a card shows: `gameName`, else `nodeName`, else `displayName`. */
export function cardTitle(card: Pick<GameCard, 'gameName' | 'nodeName' | 'displayName'>): string {
  return card.gameName ?? card.nodeName ?? card.displayName;
}

/** The artwork a card shows: `showIcon`, else `iconUrl`. */
export function cardIcon(card: Pick<GameCard, 'showIcon' | 'iconUrl'>): string {
  return card.showIcon ?? card.iconUrl;
}

/** Filters shared by the list calls of spec section 7. */
export const catalogueFilters = {
  gameType: z.optional(gameType),
  vassalage: z.optional(vassalage),
  gameClassify: z.optional(text(32)),
  language: z.optional(text(8)),
  clientType: z.optional(z.coerce.number().check(z.int())),
  platform: z.optional(text(24)),
};

/** Page number input: 1-based; page 0 or below is a 400. */
export const pageNo = z._default(
  z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000)),
  1,
);

/** Page size input with a per-call cap; over the cap is a 400, not a silent clamp. */
export function pageSize(defaultSize: number, cap: number) {
  return z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(cap)), defaultSize);
}

/** Paging output beside each call's list field. */
export const pageOut = {
  totalPages: z.number().check(z.int(), z.minimum(0)),
  pageNum: z.number().check(z.int(), z.minimum(1)),
  total: z.number().check(z.int(), z.minimum(0)),
};

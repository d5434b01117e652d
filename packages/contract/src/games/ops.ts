import * as z from 'zod/mini';
import { emptyInput, endpoint } from '../endpoint.ts';
import { gameType, pageNo, pageOut, pageSize, vassalage } from '../game-card.ts';
import { text } from '../text.ts';

/**
 * The operator's side of the catalogue (the console's Catalogue page). The catalogue itself is
 * global (docs/decisions/0009); a brand only switches vendors and single games off, and marks
 * games hot or not for itself. Every switch is audited and players see it on their next call.
 * A switch to the state it already has changes nothing and answers the current state.
 */

/** A game id on the wire: digits, no leading zero. */
export const catalogueGameId = z
  .string()
  .check(z.trim(), z.regex(/^[1-9][0-9]{0,17}$/u, 'field_invalid'));

/**
 * The state filter of the game list: `on` (players see it), `off` (switched off, by itself or by
 * its vendor), `hot` / `notHot` (the brand's hot flag, on or off alike).
 */
export const catalogueStates = ['on', 'off', 'hot', 'notHot'] as const;
export type CatalogueState = (typeof catalogueStates)[number];

/** A vendor with the brand's switch and the size of its part of the brand's catalogue. */
export const opsCatalogueVendor = z.object({
  vendorCode: z.string(),
  displayName: z.string(),
  /** How money reaches the vendor: the main wallet (`seamless`) or a transfer wallet. */
  wallet: z.enum(['seamless', 'transfer']),
  /** False: the brand switched the vendor off, and none of its games is shown. */
  enabled: z.boolean(),
  /** The vendor's games in the brand's catalogue (global ones and the brand's own). */
  games: z.number().check(z.int(), z.minimum(0)),
  /** Of those, the games the brand switched off one by one. */
  gamesOff: z.number().check(z.int(), z.minimum(0)),
});
export type OpsCatalogueVendor = z.infer<typeof opsCatalogueVendor>;

export const opsCatalogueVendorsOutput = z.object({ items: z.array(opsCatalogueVendor) });

export const opsCatalogueGamesInput = z.object({
  pageNo,
  pageSize: pageSize(20, 100),
  vendor: z.optional(vassalage),
  gameType: z.optional(gameType),
  /** Part of a name, in any language (case-insensitive). */
  q: z.optional(text(64)),
  state: z.optional(z.enum(catalogueStates)),
});

/** A game with the brand's switches. */
export const opsCatalogueGame = z.object({
  id: z.string(),
  gameCode: z.string(),
  /** The name in the operator's language (PT or EN), else EN. */
  name: z.string(),
  vendorCode: z.string(),
  vendorName: z.string(),
  gameType: z.string(),
  classify: z.string(),
  /** Players see it: neither the game nor its vendor is switched off. */
  enabled: z.boolean(),
  /** The brand's switch of the vendor. */
  vendorEnabled: z.boolean(),
  /** The brand's switch of the game itself. */
  gameEnabled: z.boolean(),
  /** Hot for the brand: its own choice, else the catalogue's flag. */
  hot: z.boolean(),
  /**
   * The catalogue's flag, which the brand follows until it chooses; once made, the brand's
   * choice holds whatever the catalogue later says.
   */
  hotDefault: z.boolean(),
  /** The brand's own game, which no other brand sees. */
  own: z.boolean(),
});
export type OpsCatalogueGame = z.infer<typeof opsCatalogueGame>;

/** In the players' display order; with a name search, names that start with it first. */
export const opsCatalogueGamesOutput = z.object({ ...pageOut, items: z.array(opsCatalogueGame) });

export const opsCatalogueVendorSwitchInput = z.object({
  vendorCode: vassalage,
  enabled: z.boolean(),
});

export const opsCatalogueGameSwitchInput = z.object({
  gameId: catalogueGameId,
  enabled: z.boolean(),
});

export const opsCatalogueHotInput = z.object({ gameId: catalogueGameId, hot: z.boolean() });

/** `changed`: false when the brand already had that state (nothing written, nothing audited). */
export const opsCatalogueVendorSwitchOutput = z.object({
  vendor: opsCatalogueVendor,
  changed: z.boolean(),
});

export const opsCatalogueGameSwitchOutput = z.object({
  game: opsCatalogueGame,
  changed: z.boolean(),
});
export type OpsCatalogueGameSwitchOutput = z.infer<typeof opsCatalogueGameSwitchOutput>;

export const catalogueOpsEndpoints = {
  opsCatalogueVendors: endpoint('games', 'opsCatalogueVendors', {
    method: 'GET',
    path: '/operator/catalogue/vendors',
    summary: "Every vendor with the brand's switch and its game counts, in display order.",
    auth: 'operator',
    permission: 'catalogue.write',
    input: emptyInput,
    output: opsCatalogueVendorsOutput,
  }),
  opsCatalogueGames: endpoint('games', 'opsCatalogueGames', {
    method: 'GET',
    path: '/operator/catalogue/games',
    summary:
      "A page of the brand's catalogue by vendor, type, name and state, with its switches and hot flags.",
    auth: 'operator',
    permission: 'catalogue.write',
    input: opsCatalogueGamesInput,
    output: opsCatalogueGamesOutput,
  }),
  opsCatalogueVendorSwitch: endpoint('games', 'opsCatalogueVendorSwitch', {
    method: 'POST',
    path: '/operator/catalogue/vendors/switch',
    summary: "Switches a vendor off or on for the brand; players' lists follow at once.",
    auth: 'operator',
    permission: 'catalogue.write',
    input: opsCatalogueVendorSwitchInput,
    output: opsCatalogueVendorSwitchOutput,
  }),
  opsCatalogueGameSwitch: endpoint('games', 'opsCatalogueGameSwitch', {
    method: 'POST',
    path: '/operator/catalogue/games/switch',
    summary: "Switches a single game off or on for the brand; players' lists follow at once.",
    auth: 'operator',
    permission: 'catalogue.write',
    input: opsCatalogueGameSwitchInput,
    output: opsCatalogueGameSwitchOutput,
  }),
  opsCatalogueHot: endpoint('games', 'opsCatalogueHot', {
    method: 'POST',
    path: '/operator/catalogue/games/hot',
    summary: "Marks a game hot or not hot for the brand, over the catalogue's own flag.",
    auth: 'operator',
    permission: 'catalogue.write',
    input: opsCatalogueHotInput,
    output: opsCatalogueGameSwitchOutput,
  }),
};

import * as z from 'zod/mini';
import { endpoint } from './endpoint.ts';
import {
  catalogueFilters,
  gameCard,
  gameType,
  pageNo,
  pageOut,
  pageSize,
  vassalage,
} from './game-card.ts';
import { moneyString } from './money.ts';
import { text } from './text.ts';

/** A vendor as menus and dropdowns show it. */
export const vendorEntry = z.object({ vassalage: z.string(), displayName: z.string() });

/** A classify tab (game family) with the vendors that have games in it. */
export const classifyEntry = z.object({
  key: z.string(),
  displayName: z.string(),
  vendors: z.array(z.string()),
});

/** A game category of the navigation: its vendors and classifies (spec section 3). */
export const gameCategory = z.object({
  gameCategory: z.string(),
  vendors: z.array(vendorEntry),
  gameClassify: z.array(classifyEntry),
});

export const gameMenusOutput = z.object({ list: z.array(gameCategory) });

export const gameListInput = z.object({
  ...catalogueFilters,
  gameName: z.optional(text(64)),
  merchant: z.optional(text(32)),
  pageNo,
  pageSize: pageSize(18, 60),
});

export const gameListOutput = z.object({ games: z.array(gameCard), ...pageOut });

export const hotGamesInput = z.object({
  ...catalogueFilters,
  merchantCode: z.optional(text(32)),
  isPlatform: z.optional(z.coerce.number().check(z.int())),
});

export const hotGamesOutput = z.object({ list: z.array(gameCard) });

export const recentInput = z.object({
  ...catalogueFilters,
  page: pageNo,
  pageSize: pageSize(12, 60),
});

export const recentOutput = z.object({ list: z.array(gameCard), ...pageOut });

export const roomListInput = z.object({
  gameCode: z.optional(text(64)),
  vassalage: z.optional(vassalage),
});

/** A player-versus-player room. */
export const pvpRoom = z.object({
  roomId: z.string(),
  gameCode: z.string(),
  name: z.string(),
  minBet: moneyString,
  players: z.number().check(z.int(), z.minimum(0)),
  maxPlayers: z.number().check(z.int(), z.minimum(1)),
});

export const roomListOutput = z.object({ list: z.array(pvpRoom) });

export const winnerBoardInput = z.object({
  gameCategory: z._default(text(16), 'ALL'),
  language: z.optional(text(8)),
  limitNum: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(20)), 20),
});

/** A settled win; the winner's name is masked. */
export const winnerEntry = z.object({
  customerName: z.string(),
  gameName: z.string(),
  iconUrl: z.string(),
  winAmount: moneyString,
});

export const winnerBoardOutput = z.object({ list: z.array(winnerEntry) });

export const gameMenusInput = z.object({
  language: z.optional(text(8)),
  platform: z.optional(text(24)),
  gameType: z.optional(gameType),
});

export const gamesEndpoints = {
  gameMenus: endpoint('games', 'gameMenus', {
    method: 'GET',
    path: '/lgw/games/game_menus',
    summary: 'Game categories with their vendors for the top and side navigation.',
    input: gameMenusInput,
    output: gameMenusOutput,
  }),
  gameList: endpoint('games', 'gameList', {
    method: 'GET',
    path: '/wps/relay/GCSGAME_gameList',
    auth: 'optional',
    summary: 'A page of games filtered by type, vendor, classify and name.',
    input: gameListInput,
    output: gameListOutput,
  }),
  hotGames: endpoint('games', 'hotGames', {
    method: 'GET',
    path: '/wps/relay/GCSGAME_hotGamesV2',
    summary: 'Hot games by type and vendor.',
    input: hotGamesInput,
    output: hotGamesOutput,
  }),
  recent: endpoint('games', 'recent', {
    method: 'GET',
    path: '/wps/relay/GCS_recentGame',
    auth: 'required',
    summary: 'The member’s recently launched games.',
    input: recentInput,
    output: recentOutput,
  }),
  roomList: endpoint('games', 'roomList', {
    method: 'GET',
    path: '/wps/relay/GLS2_roomList',
    auth: 'required',
    summary: 'Player-versus-player rooms.',
    input: roomListInput,
    output: roomListOutput,
  }),
  winnerBoard: endpoint('games', 'winnerBoard', {
    method: 'GET',
    path: '/wps/relay/ODSFE2_getWinnerBoard',
    summary: 'The biggest settled wins, highest first.',
    input: winnerBoardInput,
    output: winnerBoardOutput,
  }),
};

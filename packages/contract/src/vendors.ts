import * as z from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { gameType, vassalage } from './game-card.ts';
import { classifyEntry } from './games.ts';
import { text } from './text.ts';

/** A vendor with the number of games it has in a game type. */
export const vendorWithCount = z.object({
  vassalage: z.string(),
  displayName: z.string(),
  gameCount: z.number().check(z.int(), z.minimum(0)),
});

export const newGameVendorInput = z.object({
  /** html5-desktop for the web portal. */
  platform: z._default(text(24), 'html5-desktop'),
  gameType: z.optional(gameType),
  language: z.optional(text(8)),
});

export const newGameVendorOutput = z.object({
  list: z.array(z.object({ gameType, vendors: z.array(vendorWithCount) })),
});

export const vassGameTypeInput = z.object({ vassalage, language: z.optional(text(8)) });

export const vassGameTypeOutput = z.object({
  vassalage: z.string(),
  displayName: z.string(),
  gameTypes: z.array(gameType),
  classifies: z.array(classifyEntry),
});

export const vendorsEndpoints = {
  newGameVendor: endpoint('vendors', 'newGameVendor', {
    method: 'GET',
    path: '/wps/relay/GCSGAME_newGameVendor',
    summary: 'Vendors by game type for the lobby dropdowns.',
    input: newGameVendorInput,
    output: newGameVendorOutput,
  }),
  vassGameType: endpoint('vendors', 'vassGameType', {
    method: 'GET',
    path: '/wps/relay/GCSGAME_getVassGameType',
    auth: 'optional',
    summary: 'Game types and classifies of a vendor.',
    input: vassGameTypeInput,
    output: vassGameTypeOutput,
  }),
};

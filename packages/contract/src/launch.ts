import * as z from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { gameType, vassalage } from './game-card.ts';
import { text } from './text.ts';

export const launchInput = z.object({
  /** The card's nodeId; absent to open the vendor's lobby. */
  nodeId: z.optional(text(64)),
  vassalage,
  gameType: z.optional(gameType),
  /** Play for fun with no money (only where the card offers a free trial). */
  freePlay: z._default(z.boolean(), false),
  language: z.optional(text(8)),
  /** Where the game's back button returns to (a path of this portal). */
  backUrl: z.optional(z.string().check(z.regex(/^\/[^/\\]/u, 'field_invalid'), z.maxLength(512))),
});

export const launchOutput = z.object({
  /** Address of the game page, opened in the seamless frame. */
  url: z.string(),
  /** The vendor's display name, for the frame's title. */
  vendorName: z.string(),
  /** True when the page is a demo adapter standing in for a third-party vendor. */
  demo: z.boolean(),
});

export const launchEndpoints = {
  launchFb: endpoint('launch', 'launchFb', {
    method: 'POST',
    path: '/wps/relay/GCS_gameLaunchFB',
    auth: 'optional',
    summary: 'Launch a vendor lobby or game (free play without a session) and answer its URL.',
    input: launchInput,
    output: launchOutput,
  }),
  launchGame: endpoint('launch', 'launchGame', {
    method: 'POST',
    path: '/wps/game/launchGame',
    auth: 'required',
    summary: 'Launch a PVP or lottery game and answer its URL.',
    input: launchInput,
    output: launchOutput,
  }),
};

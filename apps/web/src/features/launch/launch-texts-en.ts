import type { LaunchTexts } from './launch-texts-pt.ts';

/**
 * English texts of the page that frames a seamless vendor's game. They load with that page;
 * `launch-texts.ts` adds them.
 */
export const launchTextsEn: LaunchTexts = {
  games: {
    seamless: {
      back: 'Back',
      balance: 'Balance',
      demo: 'Demo',
      frameTitle: 'Game: {{vendor}}',
      noGame: 'No game is open. Pick a game in the lobby.',
      toLobby: 'Go to the lobby',
    },
  },
};

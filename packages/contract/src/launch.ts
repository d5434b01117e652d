import { endpoint } from './endpoint.ts';

export const launchEndpoints = {
  launchFb: endpoint('launch', 'launchFb', {
    method: 'POST',
    path: '/wps/relay/GCS_gameLaunchFB',
    auth: 'required',
    summary: 'Launch a vendor lobby or game and answer its URL.',
  }),
  launchGame: endpoint('launch', 'launchGame', {
    method: 'POST',
    path: '/wps/game/launchGame',
    auth: 'required',
    summary: 'Launch a PVP or lottery game and answer its URL.',
  }),
};

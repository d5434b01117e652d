import { endpoint } from './endpoint.ts';

export const vendorsEndpoints = {
  newGameVendor: endpoint('vendors', 'newGameVendor', {
    method: 'GET',
    path: '/wps/relay/GCSGAME_newGameVendor',
    summary: 'Vendors by game type for the lobby dropdowns.',
  }),
  vassGameType: endpoint('vendors', 'vassGameType', {
    method: 'GET',
    path: '/wps/relay/GCSGAME_getVassGameType',
    auth: 'optional',
    summary: 'Game types and classifies of a vendor.',
  }),
};

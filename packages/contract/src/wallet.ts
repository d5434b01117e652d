import { endpoint } from './endpoint.ts';

export const walletEndpoints = {
  balance: endpoint('wallet', 'balance', {
    method: 'GET',
    path: '/wps/v2/wallets/balance',
    auth: 'required',
    summary: 'The main wallet balance.',
  }),
  transfer: endpoint('wallet', 'transfer', {
    method: 'POST',
    path: '/wps/relay/GCS_walletTransfer',
    auth: 'required',
    summary: 'Move money between the main wallet and a vendor wallet, or recall all.',
  }),
  consolidated: endpoint('wallet', 'consolidated', {
    method: 'GET',
    path: '/wps/member/info/funds/consolidated',
    auth: 'required',
    summary: 'Main wallet plus every vendor wallet.',
  }),
  merchantWallet: endpoint('wallet', 'merchantWallet', {
    method: 'GET',
    path: '/wps/relay/GCS_merchantWallet',
    auth: 'required',
    summary: 'The merchant’s wallet mode (isSingle).',
  }),
};

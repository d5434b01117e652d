import { endpoint } from './endpoint.ts';

export const pointsEndpoints = {
  balance: endpoint('points', 'balance', {
    method: 'GET',
    path: '/wps/relay/MCS2_getPointBalance',
    auth: 'required',
    summary: 'Current points.',
  }),
  rewards: endpoint('points', 'rewards', {
    method: 'GET',
    path: '/wps/relay/MCS2_getPointReward',
    auth: 'required',
    summary: 'Rewards in the points mall.',
  }),
  redeemList: endpoint('points', 'redeemList', {
    method: 'GET',
    path: '/wps/relay/MCS2_getRedeemPointList',
    auth: 'required',
    summary: 'Redeem history.',
  }),
  config: endpoint('points', 'config', {
    method: 'GET',
    path: '/wps/relay/MCS2_getPointConfig',
    auth: 'required',
    summary: 'Points rules and unit ratio.',
  }),
  details: endpoint('points', 'details', {
    method: 'GET',
    path: '/wps/relay/ODSFE2_MemTransDet',
    auth: 'required',
    summary: 'Points details.',
  }),
  redeem: endpoint('points', 'redeem', {
    method: 'POST',
    path: '/wps/relay/passwordCheck/MCS2_redeemPointReward',
    auth: 'required',
    encrypted: true,
    summary: 'Redeem a reward with points.',
  }),
  convert: endpoint('points', 'convert', {
    method: 'POST',
    path: '/wps/relay/passwordCheck/MCS2_convertPoint',
    auth: 'required',
    encrypted: true,
    summary: 'Convert points to balance.',
  }),
};

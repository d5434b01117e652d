import { endpoint } from './endpoint.ts';

export const liveEndpoints = {
  modelList: endpoint('live', 'modelList', {
    method: 'GET',
    path: '/wps/relay/CBS_modelList',
    summary: 'Hosted live-chat models.',
  }),
  launch: endpoint('live', 'launch', {
    method: 'POST',
    path: '/wps/relay/CBS_launchChat',
    summary: 'Open a live chat with a model.',
  }),
};

import { endpoint } from './endpoint.ts';

export const chatEndpoints = {
  modelList: endpoint('chat', 'modelList', {
    method: 'GET',
    path: '/wps/relay/CBS_modelList',
    summary: 'Hosted live-chat models.',
  }),
  launch: endpoint('chat', 'launch', {
    method: 'POST',
    path: '/wps/relay/CBS_launchChat',
    summary: 'Open a live chat with a model.',
  }),
};

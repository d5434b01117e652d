import { endpoint } from './endpoint.ts';

export const agentEndpoints = {
  affiliate: endpoint('agent', 'affiliate', {
    method: 'GET', path: '/wps/agent/affiliate',
    summary: 'Check an invitation (affiliate) code for a domain.',
  }),
};

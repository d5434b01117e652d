import * as z from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { requiredText, text } from './text.ts';

export const affiliateInput = z.object({
  code: requiredText(32),
  domain: z.optional(text(255)),
});

export const agentEndpoints = {
  affiliate: endpoint('agent', 'affiliate', {
    method: 'GET',
    path: '/wps/agent/affiliate',
    summary: 'Check an invitation (affiliate) code; a valid code names the agent.',
    input: affiliateInput,
    output: z.object({ valid: z.boolean(), agentAccount: z.nullable(z.string()) }),
  }),
};

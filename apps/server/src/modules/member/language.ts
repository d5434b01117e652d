import { memberEndpoints } from '@portal/contract/member';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Platform } from '../../platform.ts';

/** PUT /wps/member/language: stores the member's display language (`PT`, `EN`, `PT-BR`...). */
export function registerLanguage(app: FastifyInstance, platform: Platform): void {
  registerEndpoint(app, memberEndpoints.language, async ({ input, merchant, session }) => {
    const language = input.language.toUpperCase();
    await platform.db.query('update member set language = $3 where merchant_id = $1 and id = $2', [
      merchant.id,
      session!.memberId,
      language,
    ]);
    return { language };
  });
}

import { systemEndpoints } from '@portal/contract/system';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/contract-routes.ts';
import { conditionalTag } from '../../http/etag.ts';
import type { Platform } from '../../platform.ts';
import { countryList } from './countries.ts';
import { statusFor } from './status.ts';

/**
 * The system module: status (permission response), whitelabel tree, domain routes,
 * registration settings and rules, and country codes. All read from the merchant's data and a
 * short-lived per-merchant cache.
 */
export function registerSystemRoutes(app: FastifyInstance, platform: Platform): void {
  const { directory, systemCache: cache } = platform;

  registerEndpoint(
    app,
    systemEndpoints.status,
    async ({ merchant, request, reply }) => {
      const { value, tag } = await statusFor(merchant, request.ip, { directory, cache });
      conditionalTag(request, reply, tag);
      return value;
    },
    { gate: false },
  );

  registerEndpoint(app, systemEndpoints.whitelabel, async ({ merchant }) => ({
    merchantCode: merchant.code,
    modules: (await cache.get(merchant)).whitelabel,
  }));

  registerEndpoint(app, systemEndpoints.domainRoute, async ({ merchant }) => ({
    list: (await cache.get(merchant)).domainRoute,
  }));

  registerEndpoint(
    app,
    systemEndpoints.registerSetting,
    async ({ merchant }) => (await cache.get(merchant)).registerSetting,
  );

  registerEndpoint(app, systemEndpoints.registerRules, async ({ merchant }) => ({
    rules: (await cache.get(merchant)).registerRules,
  }));

  registerEndpoint(app, systemEndpoints.countries, async ({ input, language }) => ({
    list: countryList(input.language ?? language),
  }));
}

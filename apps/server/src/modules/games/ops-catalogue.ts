import { catalogueOpsEndpoints } from '@portal/contract/games/ops';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Platform } from '../../platform.ts';
import { actOf, ungated } from '../ops/operators/operator-act.ts';
import { catalogueLanguage } from './catalogue.ts';
import { catalogueGames, catalogueVendors } from './ops-catalogue-lists.ts';
import { markHot, switchGame, switchVendor } from './ops-catalogue-switches.ts';

/**
 * The operator's catalogue calls (`/operator/catalogue`, `catalogue.write`), behind the
 * console's Catalogue page: the brand's vendors and games with its switches, and the switches
 * themselves (vendor off/on, game off/on, game hot/not hot), each audited. The brand is the one
 * the request resolves to; a platform operator works on whichever brand it calls.
 */
export function registerCatalogueOps(app: FastifyInstance, platform: Platform): void {
  const e = catalogueOpsEndpoints;
  registerEndpoint(
    app,
    e.opsCatalogueVendors,
    async ({ merchant }) => ({ items: await catalogueVendors(platform.db, merchant.id) }),
    ungated,
  );
  registerEndpoint(
    app,
    e.opsCatalogueGames,
    async ({ input, merchant, language }) => {
      const page = await catalogueGames(
        platform.db,
        merchant.id,
        catalogueLanguage(language, merchant),
        input,
      );
      return { ...page, pageNum: input.pageNo };
    },
    ungated,
  );
  registerEndpoint(
    app,
    e.opsCatalogueVendorSwitch,
    async ({ input, merchant, operator, request }) =>
      switchVendor(platform, actOf(request, merchant, operator), input),
    ungated,
  );
  registerEndpoint(
    app,
    e.opsCatalogueGameSwitch,
    async ({ input, merchant, operator, request, language }) =>
      switchGame(
        platform,
        actOf(request, merchant, operator),
        catalogueLanguage(language, merchant),
        input,
      ),
    ungated,
  );
  registerEndpoint(
    app,
    e.opsCatalogueHot,
    async ({ input, merchant, operator, request, language }) =>
      markHot(
        platform,
        actOf(request, merchant, operator),
        catalogueLanguage(language, merchant),
        input,
      ),
    ungated,
  );
}

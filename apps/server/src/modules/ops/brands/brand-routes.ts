import { brandOpsEndpoints } from '@portal/contract/ops/brands';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../http/contract-routes.ts';
import type { Platform } from '../../../platform.ts';
import { actOf, ungated } from '../operators/operator-act.ts';
import { brandId, brandList, brandView } from './brand-read.ts';
import { createBrand, rotateBrandKey, updateBrand } from './brand-write.ts';

/**
 * The brand calls (`/operator/brands`), for platform operators only (`brands.manage` is never
 * a merchant operator's). They name the brand in their input, whatever host the console runs on.
 */
export function registerBrandOps(app: FastifyInstance, platform: Platform): void {
  const e = brandOpsEndpoints;
  const { db } = platform;
  registerEndpoint(app, e.brands, async () => ({ items: await brandList(db) }), ungated);
  registerEndpoint(
    app,
    e.brand,
    async ({ input }) => brandView(db, await brandId(db, input.code)),
    ungated,
  );
  registerEndpoint(
    app,
    e.brandCreate,
    async ({ input, merchant, operator, request, language }) =>
      createBrand(platform, actOf(request, merchant, operator), input, language),
    ungated,
  );
  registerEndpoint(
    app,
    e.brandUpdate,
    async ({ input, merchant, operator, request, language }) =>
      updateBrand(platform, actOf(request, merchant, operator), input, language),
    ungated,
  );
  registerEndpoint(
    app,
    e.brandRotateKey,
    async ({ input, merchant, operator, request }) =>
      rotateBrandKey(platform, actOf(request, merchant, operator), input),
    ungated,
  );
}

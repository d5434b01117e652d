import { brandOpsEndpoints, type BrandView } from '@portal/contract/ops/brands';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { opsCall } from './operator-session.ts';

/**
 * Query keys of the Brands page. They sit under `ops` like the console's other keys, so a
 * logout clears them with the rest; `all` covers the list and every brand's detail.
 */
export const brandKeys = {
  all: ['ops', 'brands'] as const,
  list: ['ops', 'brands', 'list'] as const,
  detail: (code: string) => ['ops', 'brands', 'detail', code] as const,
};

/** Every brand of the deployment. */
export function useBrandList() {
  return useQuery({
    queryKey: brandKeys.list,
    queryFn: ({ signal }) => opsCall(brandOpsEndpoints.brands, {}, { signal }),
  });
}

/** One brand's whole configuration and its key pairs. */
export function useBrand(code: string) {
  return useQuery({
    queryKey: brandKeys.detail(code),
    queryFn: ({ signal }) => opsCall(brandOpsEndpoints.brand, { code }, { signal }),
  });
}

/**
 * What follows every write: the brand the server answered shows at once, and the list and every
 * detail are fetched again, since a change of domains or of the default brand shows in the list.
 */
export function useBrandWritten() {
  const queryClient = useQueryClient();
  return useCallback(
    (view: BrandView) => {
      queryClient.setQueryData(brandKeys.detail(view.code), view);
      void queryClient.invalidateQueries({ queryKey: brandKeys.all });
    },
    [queryClient],
  );
}

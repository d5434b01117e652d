import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { StatusContext } from '../../features/system/status-context.ts';
import { statusQueryOptions } from '../../features/system/status-query.ts';
import { withMessages } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { useLastDefined } from '../../shared/hooks/use-last-defined.ts';
import { writeMerchantCode } from '../../shared/storage/session-values.ts';
import { LoadingCover } from '../../shared/ui/loading-cover.tsx';
import { SessionStart } from './session-start.tsx';

// The screens for a closed portal are rare, so they load only when needed; the two that word
// the server's reason with the error messages load them too. The one for a failed status call
// does not wait for them: the connection may be gone, and its texts are bundled.
const MaintenanceScreen = lazy(() =>
  withMessages(import('../../features/system/maintenance-screen.tsx')).then((m) => ({
    default: m.MaintenanceScreen,
  })),
);
const RegionBlockedScreen = lazy(() =>
  withMessages(import('../../features/system/region-blocked-screen.tsx')).then((m) => ({
    default: m.RegionBlockedScreen,
  })),
);
const StatusErrorScreen = lazy(() =>
  import('../../features/system/status-error-screen.tsx').then((m) => ({
    default: m.StatusErrorScreen,
  })),
);

/**
 * App start (spec section 4): the system status comes first, under a full-page loading cover.
 * 0 renders the app, 1 the maintenance screen, 2 the region-blocked screen; a failed first call
 * offers a retry. The merchant code is remembered for the `X-Merchant` header.
 */
export function AppStart() {
  const language = useLanguage();
  const query = useQuery({ ...statusQueryOptions(language), placeholderData: keepPreviousData });
  const status = useLastDefined(query.data);
  const merchantCode = status?.merchant.code;

  useEffect(() => {
    if (merchantCode !== undefined) writeMerchantCode(merchantCode);
  }, [merchantCode]);

  if (status === undefined && !query.isError) return <LoadingCover />;
  return (
    <StatusContext.Provider value={status ?? null}>
      {status?.system.status === 0 ? (
        <SessionStart />
      ) : (
        <Suspense fallback={<LoadingCover />}>
          {status === undefined ? (
            <StatusErrorScreen onRetry={() => void query.refetch()} retrying={query.isFetching} />
          ) : status.system.status === 1 ? (
            <MaintenanceScreen status={status} />
          ) : (
            <RegionBlockedScreen ip={status.location.ip} />
          )}
        </Suspense>
      )}
    </StatusContext.Provider>
  );
}

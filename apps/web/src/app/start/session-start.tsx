import { RouterProvider } from 'react-router';
import { useSessionBootstrap } from '../../features/session/use-session-bootstrap.ts';
import { LoadingCover } from '../../shared/ui/loading-cover.tsx';
import { appRouter } from '../router.ts';

/** Status is normal: settle the session from a stored token, then start the router. */
export function SessionStart() {
  const ready = useSessionBootstrap();
  if (!ready) return <LoadingCover />;
  return <RouterProvider router={appRouter()} />;
}

import { createBrowserRouter } from 'react-router';
import { createRoutes } from './routes/routes.tsx';

let router: ReturnType<typeof createBrowserRouter> | null = null;

/**
 * The browser router, made once: it starts only after the status gate and the session start
 * (its guards read the session), and React's strict mode must not create a second one.
 */
export function appRouter(): ReturnType<typeof createBrowserRouter> {
  router ??= createBrowserRouter(createRoutes());
  return router;
}

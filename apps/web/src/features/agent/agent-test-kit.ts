import { screen } from '@testing-library/react';
import { stubFetch } from '../../test/fetch-stub.ts';
import { memberInfo } from '../../test/member-fixture.ts';
import { ok } from '../../test/request-body.ts';
import { renderRoutes } from '../../test/render-routes.tsx';
import { useSessionStore } from '../session/index.ts';

type Handler = (request: Request) => Response | Promise<Response>;

/** The agent the agent-page tests log in as. */
export const agentMember = memberInfo({ account: 'boss', type: 1, isAgent: true });

/**
 * Logs an agent in and opens an agent-centre page through the real routes, with the endpoints a
 * test stubs (everything else answers 501, as unbuilt calls do). Resolves once the agent menu is
 * there.
 */
export async function openAgentPage(
  page: string,
  routes: Record<string, Handler>,
  { query = '' }: { query?: string } = {},
) {
  const fetchMock = stubFetch({ '/wps/member/info': () => ok(agentMember), ...routes });
  useSessionStore.getState().setToken('tok');
  useSessionStore.getState().setMember(agentMember);
  const view = renderRoutes(`/agent?acPage=${page}${query}`);
  await screen.findByRole('navigation', { name: 'Centro de agente' });
  return { ...view, fetchMock };
}

/** The query of the newest request to a path. */
export function lastQuery(fetchMock: ReturnType<typeof stubFetch>, path: string): URLSearchParams {
  const calls = fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://portal.test'))
    .filter((url) => url.pathname === path);
  return calls.at(-1)?.searchParams ?? new URLSearchParams();
}

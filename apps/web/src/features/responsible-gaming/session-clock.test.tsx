import { responsibleGamingEndpoints as rg } from '@portal/contract/responsible-gaming';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../../test/fetch-stub.ts';
import { renderContent } from '../../test/render-content.tsx';
import { SessionClock } from './session-clock.tsx';

function session(startedMsAgo: number) {
  const now = Date.now();
  return {
    startedAt: new Date(now - startedMsAgo).toISOString(),
    previousLoginAt: '2026-11-24T09:00:00.000Z',
    previousLoginIp: '203.0.113.7',
    idleMinutes: 15,
    serverTime: new Date(now).toISOString(),
  };
}

describe('session clock', () => {
  it('shows the previous login in words just after a login', async () => {
    stubFetch({ [rg.session.path]: () => jsonResponse({ success: true, value: session(5_000) }) });
    renderContent(<SessionClock />);
    expect((await screen.findByRole('timer')).textContent).toBe('0:00');
    expect(screen.getByRole('status').textContent).toMatch(
      /^Último acesso: .* \(203\.0\.113\.7\)$/u,
    );
  });

  it('keeps it in the tooltip only once the session is older', async () => {
    stubFetch({
      [rg.session.path]: () =>
        jsonResponse({ success: true, value: session(125 * 60_000 + 30_000) }),
    });
    renderContent(<SessionClock />);
    const timer = await screen.findByRole('timer');
    expect(timer.textContent).toBe('2:05');
    expect(timer.getAttribute('title')).toContain('203.0.113.7');
    expect(screen.queryByRole('status')).toBeNull();
  });
});

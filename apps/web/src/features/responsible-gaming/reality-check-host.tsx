import {
  realityCheckEvent,
  type RealityCheckEvent,
} from '@portal/contract/responsible-gaming/schemas';
import { lazy, Suspense, useEffect, useState } from 'react';
import { onMemberEvent } from '../session/index.ts';

const RealityCheckDialog = lazy(() =>
  import('./reality-check-dialog.tsx').then((m) => ({ default: m.RealityCheckDialog })),
);

/**
 * Listens for the server's `reality_check` push on the member's socket and shows the reminder
 * over whatever is on screen (a game, the /seamless frame). The dialog and its texts load only
 * when a reminder arrives; until it is answered the server takes no bets.
 */
export function RealityCheckHost() {
  const [event, setEvent] = useState<RealityCheckEvent | null>(null);
  useEffect(
    () =>
      onMemberEvent('reality_check', (payload) => {
        const parsed = realityCheckEvent.safeParse(payload);
        if (parsed.success) setEvent(parsed.data);
      }),
    [],
  );
  if (event === null) return null;
  return (
    <Suspense fallback={null}>
      <RealityCheckDialog event={event} onDone={() => setEvent(null)} />
    </Suspense>
  );
}

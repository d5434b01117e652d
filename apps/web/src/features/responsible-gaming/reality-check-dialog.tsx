import { responsibleGamingEndpoints as rg } from '@portal/contract/responsible-gaming';
import type { RealityCheckEvent } from '@portal/contract/responsible-gaming/schemas';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { call } from '../../shared/api/api-client.ts';
import { errorText } from '../../shared/forms/error-text.ts';
import { useWorded } from '../../shared/forms/use-worded.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Dialog } from '../../shared/ui/dialog.tsx';
import styles from './rg.module.css';
import { useRgText } from './use-rg-text.ts';

/**
 * The reality check: the session's minutes and net result; play waits (the cover blocks the
 * game and the server refuses bets) until the member continues or leaves. Either answer tells
 * the server the member has seen it; leaving also goes to the home page.
 */
export function RealityCheckDialog({
  event,
  onDone,
}: {
  event: RealityCheckEvent;
  onDone: () => void;
}) {
  const text = useRgText();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useWorded();
  const answer = async (leave: boolean) => {
    setBusy(true);
    try {
      await call(rg.realityAck, {});
      onDone();
      if (leave) void navigate('/');
    } catch (error) {
      setFailure(() => errorText(error));
      setBusy(false);
    }
  };
  return (
    <Dialog
      title={text('rg.reality.dialogTitle')}
      onClose={() => undefined}
      coverDisabled
      closeOnEscape={false}
      size="sm"
      actions={
        <>
          <Button variant="ghost" disabled={busy} onClick={() => void answer(true)}>
            {text('rg.reality.leave')}
          </Button>
          <Button disabled={busy} onClick={() => void answer(false)}>
            {text('rg.reality.continue')}
          </Button>
        </>
      }
    >
      <p>{text('rg.reality.dialogText', { count: event.sessionMinutes, net: event.net })}</p>
      {failure === null ? null : (
        <p className={styles.status} data-kind="error" role="alert">
          {failure}
        </p>
      )}
    </Dialog>
  );
}

import { liveEndpoints } from '@portal/contract/live';
import type { LiveGift, LiveMessage } from '@portal/contract/live/schemas';
import type { OutputOf } from '@portal/contract/endpoint';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../../shared/api/api-client.ts';
import { ApiError } from '../../shared/api/api-error.ts';
import { errorText } from '../../shared/forms/error-text.ts';
import type { Wording } from '../../shared/forms/use-worded.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Dialog } from '../../shared/ui/dialog.tsx';
import { setMemberBalance } from '../session/index.ts';
import { GiftIcon } from './gift-icon.tsx';
import styles from './live.module.css';
import { useLiveText } from './use-live-text.ts';

type Launch = OutputOf<typeof liveEndpoints.launch>;

/**
 * The gift bar: one button per gift of the brand; each asks for confirmation with the price
 * before paying, under one Idempotency-Key per confirmation (a retry cannot pay twice).
 */
export function GiftBar({
  launch,
  onSent,
}: {
  launch: Launch;
  onSent: (message: LiveMessage) => void;
}) {
  const text = useLiveText();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<{ gift: LiveGift; key: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ ok: boolean; text: Wording } | null>(null);

  const confirm = async () => {
    if (chosen === null) return;
    setBusy(true);
    try {
      const answer = await call(
        liveEndpoints.gift,
        { roomId: launch.roomId, gift: chosen.gift.code },
        { idempotencyKey: chosen.key },
      );
      onSent(answer.message);
      setMemberBalance(queryClient, answer.balance);
      void queryClient.invalidateQueries({ queryKey: ['live'] });
      setNote({ ok: true, text: () => text('live.gifts.sent', { balance: answer.balance }) });
      setChosen(null);
    } catch (caught) {
      setNote({
        ok: false,
        text: () => (caught instanceof ApiError ? errorText(caught) : text('live.room.error')),
      });
      setChosen(null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.panel} aria-labelledby="live-gifts-title">
      <h2 id="live-gifts-title" className={styles.panelTitle}>
        {text('live.gifts.title')}
      </h2>
      <div className={styles.gifts}>
        {launch.gifts.map((gift) => (
          <Button
            key={gift.code}
            variant="secondary"
            size="sm"
            aria-label={text('live.gifts.give', { gift: gift.name, price: gift.price })}
            onClick={() => {
              setNote(null);
              setChosen({ gift, key: crypto.randomUUID() });
            }}
          >
            <GiftIcon code={gift.code} /> {gift.name} · {gift.price}
          </Button>
        ))}
      </div>
      {note === null ? null : (
        <p className={note.ok ? styles.muted : styles.error} role={note.ok ? 'status' : 'alert'}>
          {note.text()}
        </p>
      )}
      {chosen === null ? null : (
        <Dialog
          title={text('live.gifts.confirmTitle')}
          size="sm"
          onClose={() => (busy ? undefined : setChosen(null))}
          actions={
            <>
              <Button variant="secondary" disabled={busy} onClick={() => setChosen(null)}>
                {text('live.gifts.cancel')}
              </Button>
              <Button disabled={busy} onClick={() => void confirm()}>
                {text('live.gifts.confirm')}
              </Button>
            </>
          }
        >
          <p>
            <GiftIcon code={chosen.gift.code} />{' '}
            {text('live.gifts.confirmText', {
              gift: chosen.gift.name,
              host: launch.host.name,
              price: chosen.gift.price,
            })}
          </p>
        </Dialog>
      )}
    </section>
  );
}

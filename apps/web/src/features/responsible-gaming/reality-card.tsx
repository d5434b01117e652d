import { responsibleGamingEndpoints as rg } from '@portal/contract/responsible-gaming';
import type { StatusOutput } from '@portal/contract/responsible-gaming/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { call } from '../../shared/api/api-client.ts';
import { errorText } from '../../shared/forms/error-text.ts';
import type { Wording } from '../../shared/forms/use-worded.ts';
import { Card } from '../../shared/money/card.tsx';
import walletStyles from '../../shared/money/wallet.module.css';
import { rgKey } from './rg-queries.ts';
import styles from './rg.module.css';
import { useRgText } from './use-rg-text.ts';

/** The reality-check interval, one of the brand's choices; saved as soon as it is picked. */
export function RealityCard({ status }: { status: StatusOutput }) {
  const text = useRgText();
  const queryClient = useQueryClient();
  const selectId = useId();
  const [message, setMessage] = useState<{ kind: 'done' | 'error'; text: Wording } | null>(null);
  const save = useMutation({
    mutationFn: (minutes: number) => call(rg.setRealityCheck, { minutes }),
    onSuccess: (next) => {
      queryClient.setQueryData(rgKey('status'), next);
      setMessage({ kind: 'done', text: () => text('rg.reality.saved') });
    },
    onError: (error) => setMessage({ kind: 'error', text: () => errorText(error) }),
  });
  return (
    <Card title={text('rg.reality.title')} icon="clock">
      <p className={walletStyles.muted}>{text('rg.reality.text')}</p>
      <div className={styles.field}>
        <label htmlFor={selectId}>{text('rg.reality.label')}</label>
        <select
          id={selectId}
          className={styles.select}
          value={status.realityCheckMinutes}
          disabled={save.isPending}
          onChange={(event) => save.mutate(Number(event.target.value))}
        >
          {status.realityCheckChoices.map((minutes) => (
            <option key={minutes} value={minutes}>
              {text('rg.reality.option', { count: minutes })}
            </option>
          ))}
        </select>
      </div>
      {message === null ? null : (
        <p className={styles.status} data-kind={message.kind} role="status">
          {message.text()}
        </p>
      )}
    </Card>
  );
}

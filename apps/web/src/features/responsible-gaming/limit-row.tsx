import { responsibleGamingEndpoints as rg } from '@portal/contract/responsible-gaming';
import type { LimitView } from '@portal/contract/responsible-gaming/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { call } from '../../shared/api/api-client.ts';
import { errorText } from '../../shared/forms/error-text.ts';
import type { Wording } from '../../shared/forms/use-worded.ts';
import { Button } from '../../shared/ui/button.tsx';
import walletStyles from '../../shared/money/wallet.module.css';
import { rgKey } from './rg-queries.ts';
import styles from './rg.module.css';
import { useRgFormat } from './use-rg-format.ts';
import { useRgText, type RgTextKey } from './use-rg-text.ts';

/** One limit: what is in force, used and waiting, and a form to change or remove it. */
export function LimitRow({ limit, currencySymbol }: { limit: LimitView; currencySymbol: string }) {
  const text = useRgText();
  const format = useRgFormat(currencySymbol);
  const queryClient = useQueryClient();
  const inputId = useId();
  const [value, setValue] = useState('');
  const [message, setMessage] = useState<{ kind: 'done' | 'error'; text: Wording } | null>(null);
  const name = text(`rg.limits.names.${limit.kind}.${limit.period}` as RgTextKey);
  const minutes = limit.kind === 'session';
  const shown = (v: string | null) =>
    v === null
      ? text('rg.limits.none')
      : minutes
        ? text('rg.limits.minutes', { value: v })
        : format.amount(v);
  const save = useMutation({
    mutationFn: (next: string | null) =>
      call(rg.setLimit, { kind: limit.kind, period: limit.period, value: next }),
    onSuccess: (status) => {
      queryClient.setQueryData(rgKey('status'), status);
      setValue('');
      setMessage({ kind: 'done', text: () => text('rg.limits.saved') });
    },
    onError: (error) => setMessage({ kind: 'error', text: () => errorText(error) }),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim() !== '') save.mutate(value.trim());
  };
  return (
    <tr>
      <th scope="row">{name}</th>
      <td>
        {shown(limit.value)}
        {limit.pending === null ? null : (
          <span className={styles.pending}>
            {limit.pending.value === null
              ? text('rg.limits.pendingRemove', { date: format.date(limit.pending.effectiveAt) })
              : text('rg.limits.pending', {
                  value: shown(limit.pending.value),
                  date: format.date(limit.pending.effectiveAt),
                })}
          </span>
        )}
      </td>
      <td className={walletStyles.num}>
        {limit.kind === 'single_bet'
          ? '—'
          : minutes
            ? text('rg.limits.minutes', { value: limit.used })
            : format.amount(limit.used)}
      </td>
      <td>{limit.resetsAt === null ? '—' : format.date(limit.resetsAt)}</td>
      <td>
        <form className={styles.limitForm} onSubmit={onSubmit}>
          <label htmlFor={inputId} className="visually-hidden">
            {text('rg.limits.inputLabel', { limit: name })}
          </label>
          <span className={styles.limitEntry}>
            <input
              id={inputId}
              className={styles.input}
              inputMode={minutes ? 'numeric' : 'decimal'}
              value={value}
              onChange={(event) => setValue(event.target.value)}
            />
            <Button type="submit" size="sm" disabled={save.isPending || value.trim() === ''}>
              {text('rg.limits.save')}
            </Button>
          </span>
          {limit.value === null ? null : (
            <Button
              variant="ghost"
              size="sm"
              disabled={save.isPending}
              onClick={() => save.mutate(null)}
              aria-label={`${text('rg.limits.remove')}: ${name}`}
            >
              {text('rg.limits.remove')}
            </Button>
          )}
        </form>
        {message === null ? null : (
          <p className={styles.status} data-kind={message.kind} role="status">
            {message.text()}
          </p>
        )}
      </td>
    </tr>
  );
}

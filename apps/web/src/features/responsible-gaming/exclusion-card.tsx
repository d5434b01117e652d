import { responsibleGamingEndpoints as rg } from '@portal/contract/responsible-gaming';
import type { StatusOutput } from '@portal/contract/responsible-gaming/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { call } from '../../shared/api/api-client.ts';
import { errorText } from '../../shared/forms/error-text.ts';
import { useWorded } from '../../shared/forms/use-worded.ts';
import { Card } from '../../shared/money/card.tsx';
import walletStyles from '../../shared/money/wallet.module.css';
import { Button } from '../../shared/ui/button.tsx';
import { Dialog } from '../../shared/ui/dialog.tsx';
import { useSessionStore } from '../session/index.ts';
import styles from './rg.module.css';
import { useRgFormat } from './use-rg-format.ts';
import { useRgText } from './use-rg-text.ts';

type Choice =
  { kind: 'cool_off'; hours: number } | { kind: 'self_exclusion'; months: number | null };

/** Cool-off lengths offered, in hours, kept to the brand's range. */
const coolOffHours = [24, 72, 168, 336, 672, 1008];

/**
 * Cool-off and self-exclusion: a length, then a confirmation that says what happens. Once
 * started every session ends, so the app signs out locally and goes home.
 */
export function ExclusionCard({ status }: { status: StatusOutput }) {
  const text = useRgText();
  const format = useRgFormat('');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const clear = useSessionStore((state) => state.clear);
  const coolId = useId();
  const selfId = useId();
  const hoursOffered = coolOffHours.filter(
    (h) => h >= status.coolOff.minHours && h <= status.coolOff.maxHours,
  );
  const [hours, setHours] = useState(hoursOffered[0] ?? status.coolOff.minHours);
  const monthsOffered = [
    ...status.selfExclusionMonths,
    ...(status.selfExclusionPermanent ? [0] : []),
  ];
  const [months, setMonths] = useState(monthsOffered[0] ?? 0);
  const [asking, setAsking] = useState<Choice | null>(null);
  const [failure, setFailure] = useWorded();

  const hoursText = (h: number) =>
    h % 168 === 0
      ? text('rg.exclusion.weeks', { count: h / 168 })
      : h > 24 && h % 24 === 0
        ? text('rg.exclusion.days', { count: h / 24 })
        : text('rg.exclusion.hours', { count: h });
  const monthsText = (m: number) =>
    m === 0
      ? text('rg.exclusion.permanent')
      : m % 12 === 0
        ? text('rg.exclusion.years', { count: m / 12 })
        : text('rg.exclusion.months', { count: m });

  const start = useMutation({
    mutationFn: (choice: Choice) => call(rg.exclude, choice),
    onSuccess: () => {
      clear();
      queryClient.removeQueries({ queryKey: ['member'] });
      void navigate('/');
    },
    onError: (error) => {
      setAsking(null);
      setFailure(() => errorText(error));
    },
  });

  if (status.exclusion !== null) {
    return (
      <Card title={text('rg.exclusion.title')} icon="lock">
        <p>
          {status.exclusion.until === null
            ? text('rg.exclusion.activePermanent')
            : text('rg.exclusion.active', { date: format.date(status.exclusion.until) })}
        </p>
      </Card>
    );
  }
  const duration =
    asking === null
      ? ''
      : asking.kind === 'cool_off'
        ? hoursText(asking.hours)
        : monthsText(asking.months ?? 0);
  return (
    <Card title={text('rg.exclusion.title')} icon="lock">
      <p className={walletStyles.muted}>{text('rg.exclusion.text')}</p>
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor={coolId}>{text('rg.exclusion.coolOffLabel')}</label>
          <select
            id={coolId}
            className={styles.select}
            value={hours}
            onChange={(event) => setHours(Number(event.target.value))}
          >
            {hoursOffered.map((h) => (
              <option key={h} value={h}>
                {hoursText(h)}
              </option>
            ))}
          </select>
        </div>
        <Button variant="secondary" onClick={() => setAsking({ kind: 'cool_off', hours })}>
          {`${text('rg.exclusion.start')}: ${text('rg.exclusion.coolOff')}`}
        </Button>
      </div>
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor={selfId}>{text('rg.exclusion.selfExclusionLabel')}</label>
          <select
            id={selfId}
            className={styles.select}
            value={months}
            onChange={(event) => setMonths(Number(event.target.value))}
          >
            {monthsOffered.map((m) => (
              <option key={m} value={m}>
                {monthsText(m)}
              </option>
            ))}
          </select>
        </div>
        <Button
          variant="secondary"
          onClick={() =>
            setAsking({ kind: 'self_exclusion', months: months === 0 ? null : months })
          }
        >
          {`${text('rg.exclusion.start')}: ${text('rg.exclusion.selfExclusion')}`}
        </Button>
      </div>
      {failure === null ? null : (
        <p className={styles.status} data-kind="error" role="alert">
          {failure}
        </p>
      )}
      {asking === null ? null : (
        <Dialog
          title={text('rg.exclusion.confirmTitle')}
          onClose={() => setAsking(null)}
          size="sm"
          actions={
            <>
              <Button variant="ghost" onClick={() => setAsking(null)}>
                {text('rg.exclusion.cancel')}
              </Button>
              <Button disabled={start.isPending} onClick={() => start.mutate(asking)}>
                {text('rg.exclusion.confirm')}
              </Button>
            </>
          }
        >
          <p>
            {asking.kind === 'cool_off'
              ? text('rg.exclusion.confirmCoolOff', { duration })
              : text('rg.exclusion.confirmSelf', { duration })}
          </p>
        </Dialog>
      )}
    </Card>
  );
}

import type { ResultEntryView } from '@portal/contract/lottery/result-entry';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Button } from '../../shared/ui/button.tsx';
import { RowAction } from './ops-page.tsx';
import styles from './console.module.css';
import own from './lottery-results.module.css';

/** What a row needs to decide an entry: who is signed in, and the page's decision call. */
export interface DecisionHandle {
  /** The signed-in operator's username: its own entries wait for someone else. */
  username: string;
  busy: boolean;
  decide: (entry: ResultEntryView, approve: boolean, remark: string) => void;
}

/**
 * Approve or reject a pending entry, for an operator other than its author (the server refuses
 * the author too). A rejection asks a short reason first.
 */
export function ResultDecision({
  entry,
  target,
  handle,
}: {
  entry: ResultEntryView;
  /** Names the row in the buttons' accessible names (`Aprovar: VN_MN_HCM 20261120`). */
  target: string;
  handle: DecisionHandle;
}) {
  const { t } = useTranslation();
  const [rejecting, setRejecting] = useState(false);
  const [remark, setRemark] = useState('');
  const [missing, setMissing] = useState(false);
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (rejecting) input.current?.focus();
  }, [rejecting]);

  if (entry.enteredBy === handle.username)
    return <span className={styles.muted}>{t('opsLotteryResults.decide.ownEntry')}</span>;

  if (!rejecting)
    return (
      <div className={styles.actions}>
        <RowAction
          primary
          label={t('opsLotteryResults.decide.approve')}
          target={target}
          disabled={handle.busy}
          onClick={() => handle.decide(entry, true, '')}
        />
        <RowAction
          label={t('opsLotteryResults.decide.reject')}
          target={target}
          disabled={handle.busy}
          onClick={() => setRejecting(true)}
        />
      </div>
    );

  const cancel = () => {
    setRejecting(false);
    setMissing(false);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reason = remark.trim();
    setMissing(reason === '');
    if (reason !== '') handle.decide(entry, false, reason);
  };
  return (
    <form className={own.reject} onSubmit={submit} noValidate>
      <input
        ref={input}
        className={styles.select}
        aria-label={`${t('opsLotteryResults.decide.remark')}: ${target}`}
        placeholder={t('opsLotteryResults.decide.remark')}
        value={remark}
        maxLength={200}
        autoComplete="off"
        aria-invalid={missing || undefined}
        aria-describedby={missing ? errorId : undefined}
        onChange={(event) => setRemark(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') cancel();
        }}
      />
      <Button type="submit" size="sm" variant="primary" disabled={handle.busy}>
        {t('opsLotteryResults.decide.confirmReject')}
      </Button>
      <Button size="sm" variant="secondary" onClick={cancel}>
        {t('opsLotteryResults.decide.cancel')}
      </Button>
      {missing ? (
        <p id={errorId} role="alert" className={own.error}>
          {t('opsLotteryResults.decide.remarkRequired')}
        </p>
      ) : null}
    </form>
  );
}

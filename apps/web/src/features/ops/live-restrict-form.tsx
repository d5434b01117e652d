import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Button } from '../../shared/ui/button.tsx';
import styles from './console.module.css';
import own from './live-page.module.css';

/** A mute or a ban as the operator asks it: minutes null is a ban for good. */
export interface Restriction {
  action: 'mute' | 'ban';
  minutes: number | null;
  reason: string;
}

/** The longest mute or ban by the minute (a year), as the server takes it. */
const maxMinutes = 525_600;

/**
 * How long to mute or ban a member, and why. A mute always lasts (10 minutes unless told); an
 * empty time bans for good. Escape cancels.
 */
export function LiveRestrictForm({
  action,
  target,
  busy,
  onCancel,
  onConfirm,
}: {
  action: 'mute' | 'ban';
  target: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (restriction: Restriction) => void;
}) {
  const { t } = useTranslation();
  const [minutes, setMinutes] = useState(action === 'mute' ? '10' : '');
  const [reason, setReason] = useState('');
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);
  const value = minutes.trim() === '' ? null : Number(minutes);
  const valid =
    (action === 'ban' && value === null) ||
    (value !== null && Number.isInteger(value) && value >= 1 && value <= maxMinutes);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (valid) onConfirm({ action, minutes: value, reason: reason.trim() });
  };
  const label =
    action === 'mute' ? t('opsLive.moderation.muteMinutes') : t('opsLive.moderation.minutes');
  return (
    <form
      className={own.moderate}
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
      noValidate
    >
      <label className={styles.filter}>
        <span>{label}</span>
        <input
          ref={first}
          className={`${styles.select} ${own.number}`}
          aria-label={`${label}: ${target}`}
          type="number"
          min={1}
          max={maxMinutes}
          inputMode="numeric"
          value={minutes}
          aria-invalid={!valid || undefined}
          onChange={(event) => setMinutes(event.target.value)}
        />
      </label>
      <label className={styles.filter}>
        <span>{t('opsLive.moderation.reason')}</span>
        <input
          className={styles.select}
          aria-label={`${t('opsLive.moderation.reason')}: ${target}`}
          maxLength={200}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </label>
      <Button type="submit" size="sm" variant="primary" disabled={busy || !valid}>
        {`${t('opsLive.moderation.confirm')} (${t(`opsLive.moderation.${action}`)})`}
      </Button>
      <Button size="sm" variant="secondary" onClick={onCancel}>
        {t('opsLive.moderation.cancel')}
      </Button>
    </form>
  );
}

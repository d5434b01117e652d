import type { OpsHost } from '@portal/contract/live/schemas';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Button } from '../../shared/ui/button.tsx';
import styles from './console.module.css';
import own from './live-page.module.css';

/** What an owner changes on a host: empty text unsets the game or the host account. */
export interface HostEdit {
  gameCode: string | null;
  operator: string | null;
}

/**
 * The inline form that changes the catalogue game a host presents and the console account of
 * the host who presents the room. The server checks that the game is on the brand's lobby and
 * that the account is a host of the brand; Escape cancels.
 */
export function LiveHostEditForm({
  host,
  busy,
  onCancel,
  onSave,
}: {
  host: OpsHost;
  busy: boolean;
  onCancel: () => void;
  onSave: (edit: HostEdit) => void;
}) {
  const { t } = useTranslation();
  const [gameCode, setGameCode] = useState(host.gameCode ?? '');
  const [operator, setOperator] = useState(host.operator ?? '');
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSave({ gameCode: gameCode.trim() || null, operator: operator.trim() || null });
  };
  return (
    <form
      className={own.moderate}
      aria-label={t('opsLive.hosts.editOf', { name: host.name })}
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
      noValidate
    >
      <label className={styles.filter}>
        <span>{t('opsLive.hosts.gameCode')}</span>
        <input
          ref={first}
          className={styles.select}
          maxLength={64}
          value={gameCode}
          onChange={(event) => setGameCode(event.target.value)}
        />
      </label>
      <label className={styles.filter}>
        <span>{t('opsLive.hosts.operatorField')}</span>
        <input
          className={styles.select}
          maxLength={32}
          autoComplete="off"
          value={operator}
          onChange={(event) => setOperator(event.target.value)}
        />
      </label>
      <Button type="submit" size="sm" variant="primary" disabled={busy}>
        {t('opsLive.hosts.save')}
      </Button>
      <Button size="sm" variant="secondary" onClick={onCancel}>
        {t('opsLive.hosts.cancel')}
      </Button>
    </form>
  );
}

import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/ui/button.tsx';
import './agent-texts.ts';
import styles from './agent.module.css';

/** Props of `CopyTextButton`. */
export interface CopyTextButtonProps {
  value: string;
  /** What is copied, for the button's accessible name ("the link ABC"). */
  what: string;
}

/** Copies a value to the clipboard and says so for a moment (or says to copy it by hand). */
export function CopyTextButton({ value, what }: CopyTextButtonProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const id = setTimeout(() => setState('idle'), 2500);
    return () => clearTimeout(id);
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  return (
    <span className={styles.copy}>
      <Button
        variant="secondary"
        size="sm"
        aria-label={t('agent.common.copyLabel', { what })}
        onClick={() => void copy()}
      >
        {t('agent.common.copy')}
      </Button>
      <span role="status" className={state === 'failed' ? styles.copyFailed : styles.copied}>
        {state === 'copied'
          ? t('agent.common.copied')
          : state === 'failed'
            ? t('agent.common.copyFailed')
            : ''}
      </span>
    </span>
  );
}

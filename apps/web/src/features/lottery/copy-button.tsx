import { useEffect, useState } from 'react';
import { Button } from '../../shared/ui/button.tsx';
import { useLotteryText } from './lottery-texts.ts';
import styles from './board.module.css';

/** Props of `CopyButton`. */
export interface CopyButtonProps {
  value: string;
  /** What is copied, for the button's name ("Copy seed"). */
  field: string;
}

/** Copies a value to the clipboard and says so for a moment (or says to select it by hand). */
export function CopyButton({ value, field }: CopyButtonProps) {
  const { lt } = useLotteryText();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const id = setTimeout(() => setState('idle'), 2000);
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
        aria-label={lt('lottery.verify.copyLabel', { field })}
        onClick={() => void copy()}
      >
        {lt('lottery.verify.copy')}
      </Button>
      <span role="status" className={styles.copyState}>
        {state === 'copied'
          ? lt('lottery.verify.copied')
          : state === 'failed'
            ? lt('lottery.verify.copyFailed')
            : ''}
      </span>
    </span>
  );
}

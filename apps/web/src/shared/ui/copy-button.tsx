import { useEffect, useState } from 'react';
import { Button } from './button.tsx';
import styles from './copy-button.module.css';

/** The words of a `CopyButton`, in the language on screen (each feature keeps its own). */
export interface CopyButtonTexts {
  /** The button's text ("Copy"). */
  copy: string;
  /** Said for a moment after the copy. */
  copied: string;
  /** Said when the browser refuses the clipboard: how to copy by hand. */
  failed: string;
}

/** Props of `CopyButton`. */
export interface CopyButtonProps {
  value: string;
  /** The button's accessible name, naming what is copied ("Copy the link ABC"). */
  label: string;
  texts: CopyButtonTexts;
}

/** Copies a value to the clipboard and says so for a moment (or says to copy it by hand). */
export function CopyButton({ value, label, texts }: CopyButtonProps) {
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
      <Button variant="secondary" size="sm" aria-label={label} onClick={() => void copy()}>
        {texts.copy}
      </Button>
      <span role="status" className={state === 'failed' ? styles.failed : styles.copied}>
        {state === 'copied' ? texts.copied : state === 'failed' ? texts.failed : ''}
      </span>
    </span>
  );
}

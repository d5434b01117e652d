import { useCallback, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';

/**
 * How to word a text (`() => t('…', {…})`, `() => errorText(error)`), called when it is shown:
 * after a switch of language the last action's notice or refusal reads in the new one.
 */
export type Wording = () => string;

/**
 * A notice or refusal kept as how to word it, not as text, and worded at each render in the
 * language on screen (the hook renders its component again when the language switches).
 */
export function useWorded(): [string | null, (wording: Wording | null) => void] {
  useTranslation();
  // Kept in an object: a function given to `useState`'s setter would be called as an updater.
  const [wording, setWording] = useState<{ word: Wording } | null>(null);
  const set = useCallback(
    (next: Wording | null) => setWording(next === null ? null : { word: next }),
    [],
  );
  return [wording === null ? null : wording.word(), set];
}

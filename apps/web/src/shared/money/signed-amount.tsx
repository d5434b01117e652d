import { compareMoney } from './money.ts';
import styles from './wallet.module.css';

/** Props of `SignedAmount`. */
export interface SignedAmountProps {
  amount: string;
  /** The amount formatted for display. */
  text: string;
}

/** An amount coloured by its sign (green gain, red loss); the minus sign carries the meaning. */
export function SignedAmount({ amount, text }: SignedAmountProps) {
  const sign = compareMoney(amount, '0');
  const tone = sign > 0 ? styles.positive : sign < 0 ? styles.negative : undefined;
  return <span className={tone}>{sign > 0 ? `+${text}` : text}</span>;
}

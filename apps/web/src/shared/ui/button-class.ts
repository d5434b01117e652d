import styles from './button.module.css';

/** Visual weight of a button: one primary action per area, secondary and ghost for the rest. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

/** Options shared by buttons and links that look like buttons. */
export interface ButtonLook {
  variant?: ButtonVariant | undefined;
  size?: ButtonSize | undefined;
  /** Square button holding only an icon; it then needs an `aria-label`. */
  iconOnly?: boolean | undefined;
  block?: boolean | undefined;
  className?: string | undefined;
}

/** The class list of a button look, so buttons and links share one style. */
export function buttonClass({
  variant = 'primary',
  size = 'md',
  iconOnly,
  block,
  className,
}: ButtonLook): string {
  return [
    styles.button,
    styles[variant],
    styles[size],
    iconOnly === true ? styles.icon : undefined,
    block === true ? styles.block : undefined,
    className,
  ]
    .filter(Boolean)
    .join(' ');
}

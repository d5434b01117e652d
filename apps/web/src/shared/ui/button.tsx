import type { ButtonHTMLAttributes } from 'react';
import { buttonClass, type ButtonLook } from './button-class.ts';

/** Props of `Button`: native button attributes plus the shared look. */
export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & ButtonLook;

/** The portal's button; `type` defaults to "button" so nothing submits by accident. */
export function Button({
  variant,
  size,
  iconOnly,
  block,
  className,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClass({ variant, size, iconOnly, block, className })}
      {...rest}
    />
  );
}

import { Link, type LinkProps } from 'react-router';
import { buttonClass, type ButtonLook } from './button-class.ts';

/** Props of `ButtonLink`: a router link with the look of a button. */
export type ButtonLinkProps = LinkProps & ButtonLook;

/** A navigation that looks like a button: still a link for assistive technology. */
export function ButtonLink({
  variant,
  size,
  iconOnly,
  block,
  className,
  ...rest
}: ButtonLinkProps) {
  return <Link className={buttonClass({ variant, size, iconOnly, block, className })} {...rest} />;
}

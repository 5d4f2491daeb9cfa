import type { AnchorHTMLAttributes, ComponentProps } from 'react';
import { Link, type LinkProps } from 'react-router';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface LookProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
  /** A square button holding only an icon; it needs an aria-label. */
  iconOnly?: boolean;
}

export function buttonClassName({ variant = 'secondary', size = 'md', block, iconOnly }: LookProps, extra?: string) {
  return [
    styles.button,
    styles[variant],
    size === 'md' ? undefined : styles[size],
    block ? styles.block : undefined,
    iconOnly ? styles.icon : undefined,
    extra,
  ]
    .filter(Boolean)
    .join(' ');
}

type ButtonProps = LookProps & ComponentProps<'button'>;

export function Button({ variant, size, block, iconOnly, className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={buttonClassName({ variant, size, block, iconOnly }, className)} {...rest} />;
}

type ButtonLinkProps = LookProps & LinkProps;

export function ButtonLink({ variant, size, block, iconOnly, className, ...rest }: ButtonLinkProps) {
  return <Link className={buttonClassName({ variant, size, block, iconOnly }, className)} {...rest} />;
}

type ButtonAnchorProps = LookProps & AnchorHTMLAttributes<HTMLAnchorElement>;

/** A button-looking link to another site or a file download. */
export function ButtonAnchor({ variant, size, block, iconOnly, className, ...rest }: ButtonAnchorProps) {
  return <a className={buttonClassName({ variant, size, block, iconOnly }, className)} {...rest} />;
}

import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';

export interface ButtonProps extends Omit<AriaButtonProps, 'className'> {
  /** primary: the main action of a block; outline: a secondary one; quiet: chrome such as Close. */
  variant?: 'primary' | 'outline' | 'quiet';
  className?: string;
}

export function Button({ variant = 'primary', className, ...props }: ButtonProps) {
  return <AriaButton {...props} className={['button', `button--${variant}`, className].filter(Boolean).join(' ')} />;
}

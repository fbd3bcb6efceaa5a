import type { ButtonHTMLAttributes, Ref } from 'react';

/**
 * The design system's button: a native <button> (docs/decisions.md, "Native controls on the first load"). It keeps
 * the props the app already speaks (onPress, isDisabled, isPending) so that pages read the same; the browser gives
 * it keyboard activation (Enter, Space), focus and the form behaviour, and CSS gives :hover, :active and
 * :focus-visible their look.
 */
export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'disabled' | 'onClick'> {
  /** primary: the main action of a block; outline: a secondary one; quiet: chrome such as Close. */
  variant?: 'primary' | 'outline' | 'quiet';
  className?: string;
  /** A click, or Enter or Space on the focused button. */
  onPress?: () => void;
  isDisabled?: boolean;
  /**
   * Working on what the button started: it keeps the focus (so the person stays where they were) but refuses
   * presses and form submission, and says so to assistive technology (aria-disabled, aria-busy).
   */
  isPending?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({ variant = 'primary', className, onPress, isDisabled = false, isPending = false, type = 'button', ...props }: ButtonProps) {
  return (
    <button
      {...props}
      // A pending submit button must not submit again on Enter in a field of its form.
      type={isPending && type === 'submit' ? 'button' : type}
      disabled={isDisabled}
      aria-disabled={isPending || undefined}
      aria-busy={isPending || undefined}
      data-pending={isPending || undefined}
      className={['button', `button--${variant}`, className].filter(Boolean).join(' ')}
      onClick={isPending || !onPress ? undefined : () => onPress()}
    />
  );
}

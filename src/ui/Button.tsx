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
   * With isDisabled: the button stays in the tab order, is announced as unavailable (aria-disabled) and refuses
   * presses, instead of leaving the tab order. For a control that becomes unavailable while it has the focus (a
   * pager's Next page on reaching the last page): a natively disabled button drops the focus to the page's start.
   * Say why it is unavailable with aria-describedby.
   */
  focusableWhenDisabled?: boolean;
  /**
   * Working on what the button started: it keeps the focus (so the person stays where they were) but refuses
   * presses and form submission, and says so to assistive technology (aria-disabled, aria-busy).
   */
  isPending?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({ variant = 'primary', className, onPress, isDisabled = false, focusableWhenDisabled = false, isPending = false, type = 'button', ...props }: ButtonProps) {
  // Pending, or unavailable but kept focusable: in the tab order, refusing presses.
  const refuses = isPending || (isDisabled && focusableWhenDisabled);
  return (
    <button
      {...props}
      // A refusing submit button must not submit on Enter in a field of its form.
      type={refuses && type === 'submit' ? 'button' : type}
      disabled={isDisabled && !focusableWhenDisabled}
      aria-disabled={refuses || undefined}
      aria-busy={isPending || undefined}
      data-pending={isPending || undefined}
      className={['button', `button--${variant}`, className].filter(Boolean).join(' ')}
      onClick={refuses || !onPress ? undefined : () => onPress()}
    />
  );
}

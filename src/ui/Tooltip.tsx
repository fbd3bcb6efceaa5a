import { useEffect, useId, useRef, useState } from 'react';

export interface InfoTooltipProps {
  /** Accessible name of the info button, e.g. 'More about Storage'. */
  label: string;
  text: string;
  placement?: 'top' | 'end';
}

/** How long the pointer rests on the button before the tooltip shows; keyboard focus shows it at once. */
const HOVER_DELAY_MS = 300;

/**
 * A focusable info button whose tooltip shows on hover (after a short rest) and on keyboard focus, and hides on
 * Escape, blur or when the pointer leaves (WAI-ARIA's tooltip pattern). Native and positioned by CSS, so the price
 * list's first load carries no overlay library (docs/decisions.md, "Native controls on the first load").
 */
export function InfoTooltip({ label, text, placement = 'top' }: InfoTooltipProps) {
  const id = useId();
  const [isOpen, setOpen] = useState(false);
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancelHover = () => {
    clearTimeout(hoverTimer.current);
    hoverTimer.current = undefined;
  };
  useEffect(() => cancelHover, []);

  const show = () => {
    cancelHover();
    setOpen(true);
  };
  const hide = () => {
    cancelHover();
    setOpen(false);
  };
  // Shown for keyboard focus. A press with a pointer focuses the button too; its click shows the tooltip instead.
  const pointerPressing = useRef(false);

  return (
    <span
      className="info-tooltip"
      onPointerEnter={(event) => {
        if (event.pointerType === 'touch' || isOpen) return;
        cancelHover();
        hoverTimer.current = setTimeout(show, HOVER_DELAY_MS);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType !== 'touch') hide();
      }}
    >
      <button
        type="button"
        className="info-button"
        aria-label={label}
        aria-describedby={isOpen ? id : undefined}
        onPointerDown={() => {
          pointerPressing.current = true;
        }}
        onFocus={() => {
          if (!pointerPressing.current) show();
        }}
        onBlur={() => {
          pointerPressing.current = false;
          hide();
        }}
        onClick={() => {
          pointerPressing.current = false;
          show();
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && isOpen) {
            // Escape closes the tooltip only, not a dialog around it.
            event.stopPropagation();
            hide();
          }
        }}
      >
        <span aria-hidden="true">i</span>
      </button>
      {isOpen && (
        <span role="tooltip" id={id} className="tooltip" data-placement={placement}>
          {text}
        </span>
      )}
    </span>
  );
}

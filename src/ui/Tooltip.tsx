import { Button as AriaButton, OverlayArrow, Tooltip, TooltipTrigger } from 'react-aria-components';

export interface InfoTooltipProps {
  /** Accessible name of the info button, e.g. 'More about Storage'. */
  label: string;
  text: string;
  placement?: 'top' | 'end';
}

/** A focusable info button whose tooltip shows on hover and on keyboard focus. */
export function InfoTooltip({ label, text, placement = 'top' }: InfoTooltipProps) {
  return (
    <TooltipTrigger delay={300}>
      <AriaButton className="info-button" aria-label={label}>
        <span aria-hidden="true">i</span>
      </AriaButton>
      <Tooltip className="tooltip" placement={placement} offset={8}>
        <OverlayArrow className="tooltip-arrow">
          <svg width={10} height={10} viewBox="0 0 10 10" aria-hidden="true">
            <path d="M0 0 L5 5 L10 0" />
          </svg>
        </OverlayArrow>
        {text}
      </Tooltip>
    </TooltipTrigger>
  );
}

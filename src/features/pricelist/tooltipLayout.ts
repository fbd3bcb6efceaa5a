/**
 * SPEC.md section 9: the price list's tooltips switch layout when the card is wider than 250 px. A wide card
 * has room beside the info button; in a narrow one a tooltip at the side would run off the card, so it goes above.
 */
export const WIDE_TOOLTIP_MIN_WIDTH_PX = 250;

export type TooltipLayout = 'wide' | 'narrow';

export function tooltipLayout(cardWidth: number): TooltipLayout {
  return cardWidth > WIDE_TOOLTIP_MIN_WIDTH_PX ? 'wide' : 'narrow';
}

export const tooltipPlacement: Record<TooltipLayout, 'end' | 'top'> = { wide: 'end', narrow: 'top' };

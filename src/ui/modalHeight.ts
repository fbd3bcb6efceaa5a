/**
 * The modal height rule of SPEC.md section 9: the modal may take 95%, 90% or 80% of the viewport (smaller
 * screens get a larger share), minus an 80 px margin and its own header and footer; when what is left for
 * the body is 150 px or less, scrolling only the body would leave a slit, so the whole modal scrolls.
 */
export const MODAL_MARGIN_PX = 80;
export const MIN_SCROLLING_BODY_PX = 150;

export function viewportShare(viewportHeight: number): number {
  if (viewportHeight < 600) return 0.95;
  if (viewportHeight < 900) return 0.9;
  return 0.8;
}

export interface ModalMeasurements {
  viewportHeight: number;
  headerHeight: number;
  footerHeight: number;
}

export type ModalHeightLayout =
  | { scrolls: 'body'; bodyMaxHeight: number }
  | { scrolls: 'modal'; modalMaxHeight: number };

export function modalHeightLayout({ viewportHeight, headerHeight, footerHeight }: ModalMeasurements): ModalHeightLayout {
  const modalMaxHeight = viewportHeight * viewportShare(viewportHeight);
  const bodyMaxHeight = modalMaxHeight - MODAL_MARGIN_PX - headerHeight - footerHeight;
  if (bodyMaxHeight <= MIN_SCROLLING_BODY_PX) return { scrolls: 'modal', modalMaxHeight };
  return { scrolls: 'body', bodyMaxHeight };
}

/**
 * The generic modal of SPEC.md section 2 over react-aria's ModalOverlay/Modal/Dialog, which bring the focus
 * trap, Escape and the inert background. This file adds what the product asks on top: previous/next on the
 * arrow keys, the 'Wait please...' loading state, a Close button and the height rule of SPEC.md section 9.
 */
import { useCallback, useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { Dialog, Heading, ModalOverlay, Modal as AriaModal } from 'react-aria-components';
import { Button } from './Button';
import { modalHeightLayout, type ModalHeightLayout } from './modalHeight';

export interface ModalProps {
  isOpen: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** Replaces the body with 'Wait please...' while something the modal waits for is under way. */
  isLoading?: boolean;
  /** ArrowLeft/ArrowUp; ArrowRight/ArrowDown call onNext. */
  onPrevious?: () => void;
  onNext?: () => void;
}

/** SPEC.md section 9 throttles the height measurement to 50 ms. */
const MEASURE_THROTTLE_MS = 50;

const TEXT_INPUT_TYPES = new Set(['text', 'search', 'email', 'password', 'tel', 'url', 'number', 'date', 'datetime-local', 'month', 'time', 'week']);

/** Arrow keys move the caret inside a text field, so they must not flip the modal's content there. */
function isInTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target instanceof HTMLInputElement) return TEXT_INPUT_TYPES.has(target.type);
  return target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement || target.isContentEditable;
}

export function Modal({ isOpen, onClose, title, children, footer, isLoading = false, onPrevious, onNext }: ModalProps) {
  // react-aria's Modal takes no keyboard props, so the listener goes on its element; React 19 runs the
  // returned cleanup when the element or the handlers change.
  const listenForArrows = useCallback(
    (element: HTMLDivElement | null) => {
      if (!element) return;
      const onKeyDown = (event: KeyboardEvent) => {
        if (event.defaultPrevented || isInTextField(event.target)) return;
        const handler =
          event.key === 'ArrowLeft' || event.key === 'ArrowUp' ? onPrevious
          : event.key === 'ArrowRight' || event.key === 'ArrowDown' ? onNext
          : undefined;
        if (!handler) return;
        event.preventDefault();
        handler();
      };
      element.addEventListener('keydown', onKeyDown);
      return () => element.removeEventListener('keydown', onKeyDown);
    },
    [onPrevious, onNext],
  );

  return (
    <ModalOverlay
      className="modal-overlay"
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isDismissable
    >
      <AriaModal className="modal" ref={listenForArrows}>
        <Dialog className="modal-dialog">
          <ModalContent title={title} footer={footer} isLoading={isLoading} onClose={onClose}>
            {children}
          </ModalContent>
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}

type ModalContentProps = Pick<ModalProps, 'title' | 'footer' | 'isLoading' | 'onClose' | 'children'>;

const focusOnMount = (element: HTMLElement | null) => element?.focus();

/** Mounted with the dialog, so its layout effect finds the header and footer to measure. */
function ModalContent({ title, footer, isLoading, onClose, children }: ModalContentProps) {
  const headerRef = useRef<HTMLDivElement>(null);
  const footerRef = useRef<HTMLDivElement>(null);
  const [layout, setLayout] = useState<ModalHeightLayout | null>(null);

  useLayoutEffect(() => {
    const measure = () =>
      setLayout(
        modalHeightLayout({
          viewportHeight: window.innerHeight,
          headerHeight: headerRef.current?.offsetHeight ?? 0,
          footerHeight: footerRef.current?.offsetHeight ?? 0,
        }),
      );
    measure();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      if (timer === undefined) {
        timer = setTimeout(() => {
          timer = undefined;
          measure();
        }, MEASURE_THROTTLE_MS);
      }
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      clearTimeout(timer);
    };
  }, [footer]);

  const contentStyle: CSSProperties | undefined = layout?.scrolls === 'modal' ? { maxHeight: layout.modalMaxHeight } : undefined;
  const bodyStyle: CSSProperties | undefined = layout?.scrolls === 'body' ? { maxHeight: layout.bodyMaxHeight } : undefined;

  return (
    <div className="modal-content" data-scrolls={layout?.scrolls} style={contentStyle}>
      <div className="modal-header" ref={headerRef}>
        <Heading slot="title" className="modal-title">
          {title}
        </Heading>
        <Button variant="quiet" className="modal-close" onPress={onClose}>
          <span aria-hidden="true">×</span> Close
        </Button>
      </div>
      <div className="modal-body" style={bodyStyle} aria-busy={isLoading || undefined}>
        {isLoading ? (
          // Focused while shown: the control that started the wait is gone with the body, and focus must not be.
          <p className="modal-loading" role="status" tabIndex={-1} ref={focusOnMount}>
            <span className="spinner" aria-hidden="true" />
            Wait please...
          </p>
        ) : (
          children
        )}
      </div>
      {footer && (
        <div className="modal-footer" ref={footerRef}>
          {footer}
        </div>
      )}
    </div>
  );
}

/**
 * The generic modal of SPEC.md section 2 on the browser's own modal <dialog> (docs/decisions.md, "Native controls on
 * the first load"): showModal() puts it in the top layer and makes the page behind it inert. This file adds what
 * the product asks on top: focus held inside and given back on close, Escape and a click beside it closing it,
 * previous/next on the arrow keys, the 'Wait please...' loading state, a Close button, the 400 ms enter and exit and
 * the height rule of SPEC.md section 9.
 */
import { useCallback, useId, useLayoutEffect, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { useT } from '../i18n/i18n';
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

const TABBABLE = 'a[href], button:not(:disabled), input:not(:disabled):not([type="hidden"]), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

/** The controls Tab reaches inside the dialog, in order (hidden ones left out where the browser can tell). */
function tabbables(dialog: HTMLElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(TABBABLE)].filter((element) => (typeof element.checkVisibility === 'function' ? element.checkVisibility() : true));
}

export function Modal(props: ModalProps) {
  // Mounted from opening until its exit animation has ended; each opening is a dialog of its own, so that opening
  // again during the exit starts afresh.
  const [isMounted, setMounted] = useState(props.isOpen);
  const [wasOpen, setWasOpen] = useState(props.isOpen);
  const [opening, setOpening] = useState(0);
  if (props.isOpen !== wasOpen) {
    setWasOpen(props.isOpen);
    if (props.isOpen) {
      setMounted(true);
      setOpening(opening + 1);
    }
  }
  const onExited = useCallback(() => setMounted(false), []);
  if (!isMounted) return null;
  return <OpenDialog key={opening} {...props} onExited={onExited} />;
}

function OpenDialog({ isOpen, onClose, title, children, footer, isLoading = false, onPrevious, onNext, onExited }: ModalProps & { onExited: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // The content mounts once the dialog is modal, so that a field focusing itself on mount can take the focus.
  const [isShown, setShown] = useState(false);
  // Each opening is a dialog of its own (Modal keys it), so once closed it only ever exits.
  const isExiting = !isOpen;

  // Opened once, on mount. `release` closes it and gives the focus back to what had it before (the control that
  // opened the modal) when the focus was inside: at the start of the exit, or on unmount, whichever comes first.
  const release = useRef<() => void>(() => {});
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    // The dialog itself first, so that its name is read; Tab goes on to its controls.
    dialog.focus();
    setShown(true);
    let released = false;
    release.current = () => {
      if (released) return;
      released = true;
      const hadFocus = dialog.contains(document.activeElement) || document.activeElement === document.body;
      if (dialog.open) dialog.close();
      if (hadFocus && opener?.isConnected) opener.focus();
    };
    return () => release.current();
  }, []);

  // Closing: the page gets its focus back at once, while the dialog (kept on screen by its data-exiting) plays its
  // exit animation; it unmounts when that ends, or at once where there is none.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!isExiting || !dialog) return;
    release.current();
    const running = typeof dialog.getAnimations === 'function' ? dialog.getAnimations({ subtree: true }) : [];
    if (running.length === 0) {
      onExited();
      return;
    }
    let cancelled = false;
    void Promise.allSettled(running.map((animation) => animation.finished)).then(() => {
      if (!cancelled) onExited();
    });
    return () => {
      cancelled = true;
    };
  }, [isExiting, onExited]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.defaultPrevented || isExiting) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key === 'Tab') {
      holdFocus(event);
      return;
    }
    if (isInTextField(event.target)) return;
    const handler =
      event.key === 'ArrowLeft' || event.key === 'ArrowUp' ? onPrevious
      : event.key === 'ArrowRight' || event.key === 'ArrowDown' ? onNext
      : undefined;
    if (!handler) return;
    event.preventDefault();
    handler();
  };

  /** Tab past the last control comes back to the first, Shift+Tab before the first goes to the last. */
  const holdFocus = (event: KeyboardEvent<HTMLDialogElement>) => {
    const dialog = event.currentTarget;
    const controls = tabbables(dialog);
    const first = controls[0];
    const last = controls[controls.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialog)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={dialogRef}
      className="modal-overlay"
      aria-labelledby={titleId}
      tabIndex={-1}
      data-entering={isShown && !isExiting ? true : undefined}
      data-exiting={isExiting || undefined}
      inert={isExiting || undefined}
      onKeyDown={onKeyDown}
      // The browser's own close request (Escape on some platforms, a back gesture): the app decides.
      onCancel={(event) => {
        event.preventDefault();
        if (!isExiting) onClose();
      }}
      // A click on the shade around the modal (the dialog element itself) closes it.
      onClick={(event) => {
        if (event.target === event.currentTarget && !isExiting) onClose();
      }}
    >
      <div className="modal">
        {isShown && (
          <ModalContent titleId={titleId} title={title} footer={footer} isLoading={isLoading} onClose={onClose}>
            {children}
          </ModalContent>
        )}
      </div>
    </dialog>
  );
}

type ModalContentProps = Pick<ModalProps, 'title' | 'footer' | 'isLoading' | 'onClose' | 'children'> & { titleId: string };

const focusOnMount = (element: HTMLElement | null) => element?.focus();

/** Mounted with the dialog, so its layout effect finds the header and footer to measure. */
function ModalContent({ titleId, title, footer, isLoading, onClose, children }: ModalContentProps) {
  const t = useT();
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
        <h3 id={titleId} className="modal-title">
          {title}
        </h3>
        <Button variant="quiet" className="modal-close" onPress={onClose}>
          <span aria-hidden="true">×</span> {t('modal.close')}
        </Button>
      </div>
      <div className="modal-body" style={bodyStyle} aria-busy={isLoading || undefined}>
        {isLoading ? (
          // Focused while shown: the control that started the wait is gone with the body, and focus must not be.
          <p className="modal-loading" role="status" tabIndex={-1} ref={focusOnMount}>
            <span className="spinner" aria-hidden="true" />
            {t('modal.wait')}
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

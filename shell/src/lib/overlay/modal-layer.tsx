import { useEffect, useLayoutEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { keepTabInside, tabStops } from '@portal/shared/ui-base';
import { injectOverlayStyles } from './overlay-styles';

injectOverlayStyles();

export type ModalLayerProps = {
  open: boolean;
  /** Escape or a press on the mask: the owner decides whether it closes (it may ask first). */
  onCloseRequest: () => void;
  /** The id of the element that names the layer. */
  labelledBy: string;
  /** The layer's placement and look (`pt-sheet pt-sheet-right`, `pt-confirm`). */
  className: string;
  style?: CSSProperties;
  /** Once open, with focus on its panel: where focus should go next (a heading, a button). */
  onOpened?: (panel: HTMLElement) => void;
  /** Once closed, with focus back on the control that had it before, if that is still in the page. */
  onClosed?: () => void;
  children: ReactNode;
};

/**
 * A modal layer over the page, in plain React and CSS (WAI-ARIA's modal dialog): above a mask, focus
 * moves into it on open and Tab stays inside it, Escape asks to close it, and focus goes back to where
 * it was when it closes. The page behind does not scroll.
 *
 * Not the platform's `<dialog>`: its modal mode makes everything outside it inert, and the remotes'
 * panels open antd's pop-ups (selects, date pickers, modals) in layers of their own at the end of the
 * body, which must stay usable above it. So, as antd's own drawer does, it is a layer among layers:
 * the one opened last is on top.
 */
export const ModalLayer = ({
  open,
  onCloseRequest,
  labelledBy,
  className,
  style,
  onOpened,
  onClosed,
  children,
}: ModalLayerProps) => {
  const panelRef = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  // The owner's latest handlers, for the effects below that run on open and close only.
  const handlers = useRef({ onOpened, onClosed, onCloseRequest });
  handlers.current = { onOpened, onClosed, onCloseRequest };

  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (open && !wasOpen.current && panel) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      panel.focus();
      handlers.current.onOpened?.(panel);
    } else if (!open && wasOpen.current) {
      if (opener.current?.isConnected) opener.current.focus();
      opener.current = null;
      handlers.current.onClosed?.();
    }
    wasOpen.current = open;
  }, [open]);

  // Focus falls to the page's body when the control that had it is removed (a panel's content replaced
  // by the next step's): the layer's keys are still its own, Escape to close it and Tab back into it.
  useEffect(() => {
    if (!open) return;
    const onPageKeyDown = (event: KeyboardEvent) => {
      const panel = panelRef.current;
      const layers = document.querySelectorAll('body > .pt-layer-root');
      if (!panel || event.target !== document.body || layers[layers.length - 1] !== panel.parentElement)
        return;
      if (event.key === 'Escape') {
        event.preventDefault();
        handlers.current.onCloseRequest();
      } else if (event.key === 'Tab') {
        event.preventDefault();
        (tabStops(panel)[0] ?? panel).focus();
      }
    };
    document.addEventListener('keydown', onPageKeyDown);
    return () => document.removeEventListener('keydown', onPageKeyDown);
  }, [open]);

  // Unmounted while open (its owner went away): focus still goes back.
  useEffect(
    () => () => {
      if (wasOpen.current && opener.current?.isConnected) opener.current.focus();
    },
    [],
  );

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    const panel = panelRef.current;
    // A layer opened from inside this one (a remote's antd modal) is elsewhere in the page: its keys are
    // that layer's. (React sent them here through its tree; Preact, ADR 020, follows the page's.)
    if (!panel || !panel.contains(event.target as Node)) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onCloseRequest();
      return;
    }
    keepTabInside(event, panel);
  };

  if (!open) return null;
  return createPortal(
    <div className="pt-layer-root">
      <div className="pt-layer-mask" aria-hidden="true" onClick={onCloseRequest} />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        tabIndex={-1}
        className={`pt-layer ${className}`}
        style={style}
        onKeyDown={onKeyDown}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
};

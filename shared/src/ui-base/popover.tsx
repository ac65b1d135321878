import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { keepTabInside, tabStops } from './focus';

/** The gap kept between a panel and the edges of the screen. */
const VIEWPORT_MARGIN = 8;

/**
 * Moves a panel anchored under its trigger sideways until it lies inside the screen: a badge near the
 * middle of a phone's header would otherwise open its panel past the left edge.
 */
const keepInsideViewport = (panel: HTMLElement) => {
  panel.style.transform = '';
  const { left, right } = panel.getBoundingClientRect();
  const width = document.documentElement.clientWidth;
  const shift =
    left < VIEWPORT_MARGIN
      ? VIEWPORT_MARGIN - left
      : right > width - VIEWPORT_MARGIN
        ? width - VIEWPORT_MARGIN - right
        : 0;
  if (shift !== 0) panel.style.transform = `translateX(${shift}px)`;
};

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The trigger: a button that receives these props. */
  trigger: (props: {
    'aria-expanded': boolean;
    'aria-controls': string;
    'aria-haspopup': 'dialog' | 'menu';
    onClick: () => void;
    ref: React.Ref<HTMLButtonElement>;
  }) => ReactNode;
  children: ReactNode;
  /**
   * Keeps Tab and Shift+Tab inside the panel while it is open (the mini-cart: its actions come first,
   * before the page behind it). Escape, a click outside or the panel's own buttons close it.
   */
  trapFocus?: boolean;
} & (
  | /** A panel of content, named by the title it shows. */ { role?: 'dialog'; title: string }
  | /** A list of actions (arrow keys move between its items), named by its label. */ {
      role: 'menu';
      label: string;
    }
);

/**
 * A panel opened by a button, anchored under it: focus moves into it on open, Escape and a click
 * outside close it, and focus returns to the button on Escape. No antd: the header needs it on the
 * first screen.
 */
export const Popover = ({ open, onOpenChange, trigger, children, trapFocus = false, ...kind }: Props) => {
  const role = kind.role ?? 'dialog';
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);

  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return;
    keepInsideViewport(panel);
    const onResize = () => keepInsideViewport(panel);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [open]);

  useEffect(() => {
    if (!open) return;
    if (panelRef.current) tabStops(panelRef.current)[0]?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) onOpenChange(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, onOpenChange]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    // Escape is the open panel's; on a closed one's button it goes on to whatever holds it (a slide-out).
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      onOpenChange(false);
      triggerRef.current?.focus();
      return;
    }
    if (trapFocus && open && event.key === 'Tab') {
      if (panelRef.current) keepTabInside(event, panelRef.current);
      return;
    }
    if (role !== 'menu' || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
    event.preventDefault();
    const items = [...(panelRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const current = items.indexOf(document.activeElement as HTMLElement);
    const next = (current + (event.key === 'ArrowDown' ? 1 : items.length - 1)) % items.length;
    items[next]?.focus();
  };

  return (
    <div className="pt-popover" ref={rootRef} onKeyDown={onKeyDown}>
      {trigger({
        'aria-expanded': open,
        'aria-controls': id,
        'aria-haspopup': role,
        onClick: () => onOpenChange(!open),
        ref: triggerRef,
      })}
      {open ? (
        <div
          id={id}
          ref={panelRef}
          className="pt-popover-panel"
          role={kind.role === 'menu' ? undefined : 'dialog'}
          aria-modal={trapFocus || undefined}
          aria-labelledby={kind.role === 'menu' ? undefined : `${id}-title`}
        >
          {kind.role === 'menu' ? (
            <div role="menu" aria-label={kind.label} className="pt-menu">
              {children}
            </div>
          ) : (
            <>
              <p className="pt-popover-title" id={`${id}-title`}>
                {kind.title}
              </p>
              {children}
            </>
          )}
        </div>
      ) : null}
    </div>
  );
};

/** A count on the corner of its child (antd's Badge look); the child's label carries the number. */
export const CountBadge = ({ count, children }: { count: number; children: ReactNode }) => (
  <span className="pt-badge">
    {children}
    {count > 0 ? (
      <span className="pt-badge-count" aria-hidden="true">
        {count}
      </span>
    ) : null}
  </span>
);

import { useEffect, useRef, type RefObject } from 'react';

/**
 * Focus management shared by the shell and the remotes (WAI-ARIA Authoring Practices): where focus
 * goes when a page, a dialog or an editor appears. Content often arrives after the event that should
 * move focus (a lazily loaded page, a remote's panel), so each helper waits for its target to appear.
 */

/** A control a person types or chooses in; the first of a form is where its dialog starts. */
const FIELD =
  'input:not([type="hidden"]):not([disabled]):not([readonly]), select:not([disabled]), textarea:not([disabled]), [role="combobox"]';

const HEADING = 'h1, h2, h3';

/** How long a helper waits for its target: a remote's first load can be slow, but not forever. */
const WAIT_MS = 10_000;

/**
 * Runs `found` with the first match of `find` in `root` as soon as there is one (now, or when the
 * DOM under `root` changes), for at most WAIT_MS. Gives a function that stops waiting.
 */
export const whenPresent = <T extends Element>(
  root: Element,
  find: (root: Element) => T | null,
  found: (element: T) => void,
): (() => void) => {
  const now = find(root);
  if (now) {
    found(now);
    return () => {};
  }
  const observer = new MutationObserver(() => {
    const element = find(root);
    if (!element) return;
    stop();
    found(element);
  });
  const timer = setTimeout(() => observer.disconnect(), WAIT_MS);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(root, { childList: true, subtree: true });
  return stop;
};

/** Focuses an element that is not a control (a heading, a region) without adding it to the Tab order. */
export const focusStatic = (element: HTMLElement) => {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus();
};

export const firstField = (root: Element) => root.querySelector<HTMLElement>(FIELD);

/** The page's or panel's title: its first h1, else its first h2 or h3. */
export const firstHeading = (root: Element) =>
  root.querySelector<HTMLElement>('h1') ?? root.querySelector<HTMLElement>(HEADING);

/**
 * A ref for a form, or for the part of a dialog that holds one: once it is in the page, focus goes to
 * its first field as soon as that field exists (a dialog opening on a form, an editor's Add new, a form
 * loaded on demand). The frame's delay lets a dialog finish its own focus handling first.
 */
export const focusFirstFieldOnMount = (element: HTMLElement | null) => {
  if (!element) return;
  let stop = () => {};
  const frame = requestAnimationFrame(() => {
    stop = whenPresent(element, firstField, (field) => field.focus());
  });
  return () => {
    cancelAnimationFrame(frame);
    stop();
  };
};

/** Whether focus is where a person is working (typing in a field, inside an open dialog): not to be moved. */
export const focusIsBusy = (): boolean => {
  const active = document.activeElement;
  if (!active || active === document.body) return false;
  return Boolean(active.closest('[role="dialog"], [aria-modal="true"]')) || active.matches(FIELD);
};

/** Marks the control an editor's view mode starts from (its Add new): focus returns there after a save. */
const EDITOR_HOME = 'data-editor-home';

const editingStart = (root: Element) => firstField(root) ?? root.querySelector<HTMLElement>('button');
const viewStart = (root: Element) =>
  root.querySelector<HTMLElement>(`[${EDITOR_HOME}]`) ?? firstHeading(root);

/**
 * An editor with modes (view, add-new, change-primary, delete): when the mode changes, focus goes to
 * the new mode's start, its first field or button, and back in view to its home control (Add new) or,
 * when that is gone (the tenth address), its heading. Without this, focus falls to the page when the
 * button that was pressed disappears with its mode.
 */
export const useEditorFocus = (sectionRef: RefObject<HTMLElement | null>, mode: string) => {
  const previous = useRef(mode);
  useEffect(() => {
    const section = sectionRef.current;
    if (previous.current === mode || !section) return;
    previous.current = mode;
    return whenPresent(section, mode === 'view' ? viewStart : editingStart, (element) =>
      element.matches(FIELD) || element.tagName === 'BUTTON' ? element.focus() : focusStatic(element),
    );
  }, [sectionRef, mode]);
};

/**
 * After a dialog closes, or the control that had focus is removed: if focus fell to the page itself,
 * it goes to the page's heading, where a keyboard user can carry on.
 */
export const rescueFocus = () => {
  const active = document.activeElement;
  if (active && active !== document.body && active.isConnected) return;
  const main = document.getElementById('main-content');
  if (!main) return;
  const heading = firstHeading(main);
  focusStatic(heading ?? main);
};

/** What Tab can reach: enabled controls, links, frames and elements put in the Tab order. */
const TAB_STOP =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

/**
 * The controls Tab reaches inside `container`, in order: those shown (a closed section's are not).
 * Where the browser cannot tell (checkVisibility is recent), every one.
 */
export const tabStops = (container: Element): HTMLElement[] =>
  [...container.querySelectorAll<HTMLElement>(TAB_STOP)].filter(
    (element) => element.checkVisibility?.({ visibilityProperty: true }) ?? true,
  );

/**
 * A modal panel's focus trap, for its keydown: Tab from its last stop goes to its first, Shift+Tab
 * from its first to its last, and either from outside it (or from the panel itself) comes in.
 */
export const keepTabInside = (
  event: { key: string; shiftKey: boolean; preventDefault: () => void },
  container: HTMLElement,
): void => {
  if (event.key !== 'Tab') return;
  const stops = tabStops(container);
  const first = stops[0];
  const last = stops[stops.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  const outside = active === container || !container.contains(active);
  if (event.shiftKey && (outside || active === first)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (outside || active === last)) {
    event.preventDefault();
    first.focus();
  }
};

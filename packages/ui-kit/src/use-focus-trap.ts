import { type RefObject, useEffect, useState } from 'react';
import { hideOthers } from './hide-others';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
].join(',');

/** Open traps, innermost last: only the innermost one acts on keys and focus. */
const traps: HTMLElement[] = [];

/** True when `container` is the innermost open trap (so Escape and Tab belong to it). */
export function isInnermostTrap(container: HTMLElement | null): boolean {
  return container !== null && traps[traps.length - 1] === container;
}

/** The elements inside `container` that Tab reaches, in order. */
export function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.closest('[hidden],[inert]') && element.getAttribute('aria-hidden') !== 'true',
  );
}

/**
 * Keeps focus inside the container while it is mounted: hides the rest of the page, moves focus in (to
 * `initialFocus`, else the first focusable that is not `[data-skip-initial-focus]`), wraps Tab and Shift+Tab,
 * pulls back focus that escapes, and returns focus to the element that had it before.
 */
export function useFocusTrap(
  containerRef: RefObject<HTMLElement | null>,
  initialFocus?: RefObject<HTMLElement | null>,
) {
  const [opener] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const showOthers = hideOthers(container);
    traps.push(container);
    const candidates = focusableIn(container);
    const first =
      initialFocus?.current ??
      candidates.find((element) => !element.hasAttribute('data-skip-initial-focus')) ??
      candidates[0] ??
      container;
    first.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || !isInnermostTrap(container)) return;
      const items = focusableIn(container);
      const head = items[0];
      const tail = items[items.length - 1];
      if (!head || !tail) {
        event.preventDefault();
        container.focus();
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === head || !container.contains(active))) {
        event.preventDefault();
        tail.focus();
      } else if (!event.shiftKey && (active === tail || !container.contains(active))) {
        event.preventDefault();
        head.focus();
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!isInnermostTrap(container)) return;
      if (event.target instanceof Node && !container.contains(event.target)) {
        (focusableIn(container)[0] ?? container).focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      traps.splice(traps.indexOf(container), 1);
      showOthers();
      if (opener?.isConnected) opener.focus();
    };
  }, [containerRef, initialFocus, opener]);
}

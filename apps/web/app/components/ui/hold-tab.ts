import type { KeyboardEvent } from 'react';

/** What a keyboard can reach: the dialogs look for their first control with it. */
export const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Holds Tab inside a modal dialog (`panel`): from the last control it wraps to the first, and Shift+Tab
 * from the first (or from the panel itself) to the last, so focus never reaches the page behind or the
 * browser's own controls. Only what Tab itself visits counts: not a control taken out of the order
 * (tabindex -1, such as a form's honeypot), nor a hidden one. offsetParent alone would not do: while a
 * dialog scales in, a fixed-position control inside it has one.
 */
export function holdTab(event: KeyboardEvent<HTMLElement>, panel: HTMLElement | null) {
  if (event.key !== 'Tab' || !panel) return;
  const items = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => el.tabIndex >= 0 && (el.offsetParent !== null || el === document.activeElement),
  );
  const firstItem = items[0];
  const lastItem = items[items.length - 1];
  if (!firstItem || !lastItem) return;
  if (event.shiftKey && (document.activeElement === firstItem || document.activeElement === panel)) {
    event.preventDefault();
    lastItem.focus();
  } else if (!event.shiftKey && document.activeElement === lastItem) {
    event.preventDefault();
    firstItem.focus();
  }
}

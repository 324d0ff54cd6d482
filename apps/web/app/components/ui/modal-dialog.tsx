import { useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { DialogPanel } from './dialog-panel';
import { FOCUSABLE } from './hold-tab';
import { CloseIcon } from './icons';
import type { ModalProps } from './modal';

let scrollLocks = 0;

/** Makes the rest of the page inert and unscrollable; returns the undo. Nested modals stack. */
function lockPage(keep: HTMLElement): () => void {
  const changed: HTMLElement[] = [];
  for (const child of Array.from(document.body.children)) {
    if (!(child instanceof HTMLElement) || child === keep || child.inert) continue;
    if (child.hasAttribute('data-modal-keep') || child.tagName === 'SCRIPT') continue;
    child.inert = true;
    changed.push(child);
  }
  if (scrollLocks++ === 0) document.documentElement.dataset.scrollLocked = '';
  return () => {
    for (const el of changed) el.inert = false;
    if (--scrollLocks === 0) delete document.documentElement.dataset.scrollLocked;
  };
}

/** Where focus goes when the opener has gone (e.g. a link inside the closed mobile menu). */
function fallbackFocus(): HTMLElement | null {
  const visible = Array.from(document.querySelectorAll<HTMLElement>('[data-focus-fallback]')).find((el) => el.offsetParent !== null);
  return visible ?? document.querySelector<HTMLElement>('main');
}

/** The open dialog: loaded with the first modal a visitor opens (modal.tsx). */
export default function OpenModal({
  onClose,
  labelledBy,
  variant = 'dialog',
  closeLabel = 'Close',
  closeClassName = 'text-ink-600 hover:bg-ink-100 hover:text-ink-900',
  className = '',
  children,
}: ModalProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  // Read on the first render, before a field inside takes focus with autoFocus during commit.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));

  // A layout effect: the page goes inert and focus moves into the panel in the same task that shows it,
  // so a key pressed the moment the dialog appears (Escape, Tab) already lands inside it.
  useLayoutEffect(() => {
    const root = rootRef.current;
    const panel = panelRef.current;
    if (!root || !panel) return;
    const unlock = lockPage(root);
    const first =
      panel.querySelector<HTMLElement>('[data-autofocus]') ??
      Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE)).find((el) => el.tabIndex >= 0 && !el.hasAttribute('data-modal-close')) ??
      panel;
    if (!panel.contains(document.activeElement)) first.focus();
    return () => {
      unlock();
      const target = opener?.isConnected && !opener.closest('[inert]') ? opener : fallbackFocus();
      target?.focus({ preventScroll: true });
    };
  }, [opener]);

  const drawer = variant === 'drawer';
  return createPortal(
    <div ref={rootRef} data-modal-root="" className={`fixed inset-0 z-50 flex ${drawer ? 'justify-end' : 'items-center justify-center p-3 sm:p-6'}`}>
      <div aria-hidden="true" onClick={onClose} className="absolute inset-0 bg-ink-900/60 transition-opacity starting:opacity-0" />
      <DialogPanel
        panelRef={panelRef}
        labelledBy={labelledBy}
        onEscape={onClose}
        className={`relative bg-white shadow-raised focus:outline-none ${
          drawer
            ? 'flex h-full w-[min(22rem,88vw)] flex-col overflow-y-auto transition-transform duration-300 starting:translate-x-full'
            : 'max-h-[calc(100dvh-1.5rem)] w-full overflow-y-auto rounded-panel transition duration-200 starting:scale-95 starting:opacity-0 sm:max-h-[calc(100dvh-3rem)]'
        } ${className}`}
      >
        <button
          type="button"
          data-modal-close=""
          onClick={onClose}
          aria-label={closeLabel}
          title={closeLabel}
          className={`absolute right-3 top-3 z-10 inline-flex size-11 items-center justify-center rounded-full ${closeClassName}`}
        >
          <CloseIcon className="size-5" />
        </button>
        {children}
      </DialogPanel>
    </div>,
    document.body,
  );
}

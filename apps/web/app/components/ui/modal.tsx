import { lazy, Suspense, type ReactNode } from 'react';

/*
 * A modal dialog (product §4: "Page scroll is locked while a modal is open").
 * Not the native <dialog>: showModal() puts the dialog in the top layer and makes the
 * toast region inert too, so the spec's toasts (shown while the modal is open) could be
 * neither seen above the backdrop nor read by screen readers. Instead the modal is portalled
 * to <body>, every other body child except the toast region ([data-modal-keep]) is made
 * inert, Tab is held inside, Escape and the backdrop close it, and focus returns to the
 * control that opened it.
 */

export interface ModalProps {
  open: boolean;
  onClose(): void;
  /** id of the visible heading that names the dialog. */
  labelledBy: string;
  /** 'dialog' is centred; 'drawer' slides in from the right (the mobile menu). */
  variant?: 'dialog' | 'drawer';
  /** Accessible name of the close button. */
  closeLabel?: string;
  /** Colours of the close button, when it sits on a dark area. */
  closeClassName?: string;
  className?: string;
  children: ReactNode;
}

// No page needs the dialog's code before a visitor opens one, so it stays out of every page's first load.
const loadDialog = () => import('./modal-dialog');
const ModalDialog = lazy(loadDialog);
/** Warms the dialog's code when a visitor points at something that opens a modal. */
export const preloadModal = () => void loadDialog();

export function Modal(props: ModalProps) {
  // Rendered only while open: on the prerendered page (and before hydration) there is no portal.
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <ModalDialog {...props} />
    </Suspense>
  );
}

import type { ComponentPropsWithoutRef, KeyboardEvent, RefObject } from 'react';
import { holdTab } from './hold-tab';

type DialogPanelProps = Omit<ComponentPropsWithoutRef<'div'>, 'onKeyDown' | 'role'> & {
  panelRef: RefObject<HTMLDivElement | null>;
  /** The id of the dialog's title, its accessible name. */
  labelledBy: string;
  /** Closes the dialog on Escape; without it Escape does nothing (the site wrapper's overlays, decision 008). */
  onEscape?: () => void;
};

/**
 * The panel of a modal dialog, the modals' and the site wrapper's overlays alike: named by its title,
 * focusable itself (where focus lands when nothing inside takes it) and holding Tab inside (hold-tab.ts).
 */
export function DialogPanel({ panelRef, labelledBy, onEscape, ...rest }: DialogPanelProps) {
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && onEscape) {
      event.stopPropagation();
      onEscape();
      return;
    }
    holdTab(event, panelRef.current);
  }
  return <div ref={panelRef} role="dialog" aria-modal="true" aria-labelledby={labelledBy} tabIndex={-1} onKeyDown={onKeyDown} {...rest} />;
}

import type { ButtonHTMLAttributes } from 'react';
import { ChevronDownIcon } from './icons';

interface DisclosureButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  open: boolean;
  /** The id of what the button shows and hides. */
  controls: string;
  /** The chevron's size (and whether it may shrink) beside the label. */
  chevronClassName?: string;
}

/**
 * A button that shows and hides a panel beside it (the WAI-ARIA disclosure pattern): it says whether the
 * panel is open and which panel it controls, and its chevron turns over while open. The folding menus of
 * the API docs, the service pages and the mobile menu (docs/product.md §2, §4).
 */
export function DisclosureButton({ open, controls, chevronClassName = 'size-4', children, ...rest }: DisclosureButtonProps) {
  return (
    <button type="button" aria-expanded={open} aria-controls={controls} {...rest}>
      {children}
      <ChevronDownIcon className={`${chevronClassName} transition-transform ${open ? 'rotate-180' : ''}`} />
    </button>
  );
}

import type { Dispatch, ReactNode, SetStateAction } from 'react';
import { ChevronDownIcon } from './icons';

/**
 * A button that shows or hides the element whose id is `controls`, telling assistive technology which
 * (aria-expanded). `chevron`: the turning arrow of a menu folded on small screens.
 */
export function DisclosureButton({
  open,
  setOpen,
  controls,
  chevron,
  className,
  children,
}: {
  open: boolean;
  setOpen: Dispatch<SetStateAction<boolean>>;
  controls: string;
  chevron?: boolean;
  className: string;
  children: ReactNode;
}) {
  return (
    <button type="button" aria-expanded={open} aria-controls={controls} onClick={() => setOpen((o) => !o)} className={className}>
      {children}
      {chevron && <ChevronDownIcon className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />}
    </button>
  );
}

import { useEffect, useEffectEvent, useId, useRef, type MouseEvent, type PointerEvent, type ReactNode } from 'react';
import { ChevronDownIcon } from './icons';

/**
 * A disclosure dropdown: a button with aria-expanded and a panel of links or buttons.
 * Controlled, so a parent can keep only one of several open (product §4: "Only one of the
 * country and support dropdowns is open at a time"). Escape closes it and returns focus
 * to the button; a press outside closes it; choosing an item closes it.
 * `hover` opens it when a mouse enters (product §4: Resources opens on hover on large screens);
 * a click or Enter still toggles it for keyboard and touch.
 */
interface DropdownProps {
  label: ReactNode;
  open: boolean;
  onOpenChange(open: boolean): void;
  hover?: boolean;
  align?: 'left' | 'right';
  /** Classes of the trigger button. */
  buttonClassName?: string;
  panelClassName?: string;
  /** Extra attributes for the trigger, e.g. a title. */
  buttonTitle?: string;
  children: ReactNode;
}

export function Dropdown({
  label,
  open,
  onOpenChange,
  hover = false,
  align = 'left',
  buttonClassName = '',
  panelClassName = '',
  buttonTitle,
  children,
}: DropdownProps) {
  const panelId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const openedByHover = useRef(false);

  const close = useEffectEvent((refocus: boolean) => {
    onOpenChange(false);
    if (refocus) buttonRef.current?.focus();
  });

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) close(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(wrapperRef.current?.contains(document.activeElement) ?? false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  function onPointerEnter(event: PointerEvent) {
    if (!hover || event.pointerType !== 'mouse' || open) return;
    openedByHover.current = true;
    onOpenChange(true);
  }
  function onPointerLeave(event: PointerEvent) {
    if (!hover || event.pointerType !== 'mouse' || !open) return;
    openedByHover.current = false;
    onOpenChange(false);
  }
  function onClick() {
    // A mouse user who hovered it open and then clicks means "keep it open", not "close".
    if (openedByHover.current) {
      openedByHover.current = false;
      return;
    }
    onOpenChange(!open);
  }
  function onPanelClick(event: MouseEvent<HTMLDivElement>) {
    if ((event.target as HTMLElement).closest('a, button')) {
      openedByHover.current = false;
      onOpenChange(false);
    }
  }

  return (
    <div ref={wrapperRef} className="relative" onPointerEnter={onPointerEnter} onPointerLeave={onPointerLeave}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        title={buttonTitle}
        onClick={onClick}
        className={`inline-flex items-center gap-1.5 ${buttonClassName}`}
      >
        {label}
        <ChevronDownIcon className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div
        id={panelId}
        hidden={!open}
        onClick={onPanelClick}
        className={`absolute top-full z-40 min-w-48 pt-2 ${align === 'right' ? 'right-0' : 'left-0'}`}
      >
        <div className={`rounded-card border border-ink-200 bg-white p-1.5 text-ink-900 shadow-raised ${panelClassName}`}>{children}</div>
      </div>
    </div>
  );
}

/** One row of a dropdown panel: pass an <a>, <Link> or <button> styled with this. */
export const dropdownItemClass =
  'flex min-h-11 w-full items-center gap-2 rounded-control px-3 py-2 text-left text-sm font-medium text-ink-700 hover:bg-brand-50 hover:text-brand-700';

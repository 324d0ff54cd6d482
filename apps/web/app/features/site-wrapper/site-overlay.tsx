import { useEffect, useId, useRef, type ReactNode } from 'react';
import { DialogPanel } from '../../components/ui/dialog-panel';

/**
 * The frame both wrapper overlays share: a modal dialog over the whole viewport that
 * takes focus and holds Tab (no Escape: the site stays covered until it is unlocked or paid). The site
 * behind it is `inert`, so focus and screen readers stay here, and hidden
 * by the document's mark (app.css), which this frame alone overrides with `visible`.
 */
export function SiteOverlay({ title, children, focusFirst = false }: { title: string; children: ReactNode; focusFirst?: boolean }) {
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    const target = focusFirst ? dialog.current?.querySelector<HTMLElement>('input, button') : dialog.current;
    target?.focus();
    return () => {
      root.style.overflow = previous;
    };
  }, [focusFirst]);

  return (
    <div className="visible fixed inset-0 z-[200] flex items-center justify-center overflow-y-auto bg-ink-900/95 p-4 backdrop-blur-sm">
      <DialogPanel panelRef={dialog} labelledBy={titleId} className="w-full max-w-md rounded-panel bg-white p-6 text-center shadow-raised outline-none sm:p-8">
        <h2 id={titleId} className="text-2xl font-bold text-ink-900">
          {title}
        </h2>
        {children}
      </DialogPanel>
    </div>
  );
}

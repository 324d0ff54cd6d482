import { useEffect, useRef } from 'react';
import { site } from '../../config/site';
import { ArrowUpIcon, ChatAppIcon } from '../../components/ui/icons';
import { shellLabels } from './nav';
import { useScrolledPast } from './use-scrolled-past';

/** product §9: the back-to-top button appears after 300 px of scroll. */
const BACK_TO_TOP_AFTER_PX = 300;

const roundButton = 'inline-flex size-12 items-center justify-center rounded-full shadow-raised sm:size-14';

/** The floating chat-app link and the back-to-top button (product §2 "Footer"). */
export function FloatingActions() {
  const showTop = useScrolledPast(BACK_TO_TOP_AFTER_PX);
  const box = useRef<HTMLDivElement>(null);

  // The buttons step aside while a form control is under them (over-form.ts); measured again when
  // back-to-top appears or goes, since the box grows or shrinks.
  useEffect(() => {
    const stop = import('./over-form').then(({ watchOverForm }) => watchOverForm(box));
    return () => void stop.then((end) => end());
  }, [showTop]);

  function backToTop() {
    // Read at the press: nothing on screen depends on it before (carousel.tsx tracks it for its slides).
    window.scrollTo({ top: 0, behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
    // Keyboard users continue from the top of the page, not from the footer.
    document.querySelector<HTMLElement>('header a[href="/"]')?.focus({ preventScroll: true });
  }

  return (
    <div ref={box} className="fixed bottom-4 right-4 z-20 flex flex-col items-end gap-3 sm:bottom-6 sm:right-6">
      {showTop && (
        <button
          type="button"
          onClick={backToTop}
          aria-label={shellLabels.backToTop}
          title={shellLabels.backToTop}
          className={`${roundButton} border border-ink-200 bg-white text-ink-900 hover:text-brand-700`}
        >
          <ArrowUpIcon className="size-5" />
        </button>
      )}
      <a
        href={`https://wa.me/${site.chatAppNumber}`}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={shellLabels.chatApp}
        title={shellLabels.chatApp}
        className={`${roundButton} bg-success-600 text-white hover:bg-accent-700`}
      >
        <ChatAppIcon className="size-7" />
      </a>
    </div>
  );
}

import type { RefObject } from 'react';

/**
 * Hides `box` (visibility, so it keeps its place and size) while a form control (a field, or a form's
 * button) lies under it: the floating buttons step aside and never cover what a visitor fills in or
 * presses on a phone (decision 025).
 * An IntersectionObserver whose root is shrunk to the box's corner of the screen reports the controls
 * there; the list is read again when the page's content or the window's size changes. Loaded after
 * the page is up: no page's first load pays for it.
 */
export function watchOverForm({ current: box }: RefObject<HTMLElement | null>): () => void {
  // Unmounted before this module arrived: nothing to watch.
  if (!box) return () => {};
  const show = (over: boolean) => {
    box.style.visibility = over ? 'hidden' : '';
  };
  let observer: IntersectionObserver | undefined;
  let frame = 0;
  const watch = () => {
    frame = 0;
    observer?.disconnect();
    const r = box.getBoundingClientRect();
    const { clientWidth: w, clientHeight: h } = document.documentElement;
    const under = new Set<Element>();
    const current: IntersectionObserver = new IntersectionObserver(
      (entries) => {
        // A report the observer queued before it was replaced or stopped is stale.
        if (observer !== current) return;
        for (const e of entries) {
          if (e.isIntersecting) under.add(e.target);
          else under.delete(e.target);
        }
        show(under.size > 0);
      },
      // The box and 8 px of room around it.
      { rootMargin: `${8 - r.top}px ${r.right + 8 - w}px ${r.bottom + 8 - h}px ${8 - r.left}px` },
    );
    observer = current;
    const controls = document.querySelectorAll('input,select,textarea,form button');
    // The new observer's first report covers every control; with none, nothing is under the box.
    for (const control of controls) observer.observe(control);
    if (!controls.length) show(false);
  };
  const later = () => {
    frame ||= requestAnimationFrame(watch);
  };
  const changes = new MutationObserver(later);
  changes.observe(document.body, { childList: true, subtree: true });
  addEventListener('resize', later);
  watch();
  return () => {
    cancelAnimationFrame(frame);
    changes.disconnect();
    observer?.disconnect();
    observer = undefined;
    removeEventListener('resize', later);
  };
}

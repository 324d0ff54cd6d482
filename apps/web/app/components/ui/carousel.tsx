import { useEffect, useId, useState, type FocusEvent, type ReactNode } from 'react';
import { media, useMediaQuery, useReducedMotion } from '../../lib/use-media-query';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from './icons';

/*
 * An autoplaying carousel (product §4 "Carousels autoplay"; product §9 "Carousels").
 * - Advances one slide every `intervalMs`, wrapping from the last position to the first.
 * - Pauses while the pointer is over it or focus is inside it, stops for good under
 *   prefers-reduced-motion, and has a pause/play button (WCAG 2.2.2).
 * - Slides per view follow the breakpoints in CSS (so the prerendered page never shifts);
 *   JS only needs the count to know the last position.
 * - Slides out of view are hidden from assistive technology and cannot take focus.
 */

type PerView = 1 | 2 | 3;

// Literal class names so Tailwind generates them.
const basisBase: Record<PerView, string> = { 1: 'basis-full', 2: 'basis-1/2', 3: 'basis-1/3' };
const basisSm: Record<PerView, string> = { 1: 'sm:basis-full', 2: 'sm:basis-1/2', 3: 'sm:basis-1/3' };
const basisLg: Record<PerView, string> = { 1: 'lg:basis-full', 2: 'lg:basis-1/2', 3: 'lg:basis-1/3' };

const isSm = media('(min-width: 640px)');
const isLg = media('(min-width: 1024px)');

export interface CarouselProps<T> {
  items: readonly T[];
  /** Accessible name of the carousel region. */
  label: string;
  intervalMs: number;
  transitionMs?: number;
  /** Slides in view under 640 px, from 640 px, and from 1024 px. */
  perView?: { base: PerView; sm: PerView; lg: PerView };
  itemKey(item: T, index: number): string;
  renderItem(item: T, index: number): ReactNode;
  /** Names of the controls; default 'Previous slide' / 'Next slide'. */
  previousLabel?: string;
  nextLabel?: string;
  className?: string;
  slideClassName?: string;
}

export function Carousel<T>({
  items,
  label,
  intervalMs,
  transitionMs = 500,
  perView = { base: 1, sm: 1, lg: 1 },
  itemKey,
  renderItem,
  previousLabel = 'Previous slide',
  nextLabel = 'Next slide',
  className = '',
  slideClassName = '',
}: CarouselProps<T>) {
  const trackId = useId();
  const sm = useMediaQuery(isSm, true);
  const lg = useMediaQuery(isLg, true);
  const reducedMotion = useReducedMotion();
  const inView = lg ? perView.lg : sm ? perView.sm : perView.base;
  const lastPosition = Math.max(0, items.length - inView);

  const [position, setPosition] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const current = Math.min(position, lastPosition);
  const playing = !stopped && !reducedMotion && lastPosition > 0;
  const running = playing && !hovered && !focused;

  // One timer per position: moving by hand restarts the full interval.
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => setPosition((p) => (Math.min(p, lastPosition) >= lastPosition ? 0 : p + 1)), intervalMs);
    return () => clearTimeout(timer);
  }, [running, current, intervalMs, lastPosition]);

  const go = (delta: 1 | -1) =>
    setPosition((p) => {
      const from = Math.min(p, lastPosition);
      const next = from + delta;
      return next > lastPosition ? 0 : next < 0 ? lastPosition : next;
    });

  function onBlur(event: FocusEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  }

  const controlClass =
    'inline-flex size-11 items-center justify-center rounded-full border border-ink-200 bg-white text-ink-700 shadow-card hover:border-brand-600 hover:text-brand-700';

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      className={className}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div className="overflow-hidden">
        <div
          id={trackId}
          aria-live={running ? 'off' : 'polite'}
          data-position={current}
          className="flex ease-in-out"
          style={{
            transform: `translateX(-${(current * 100) / inView}%)`,
            transitionProperty: 'transform',
            transitionDuration: `${transitionMs}ms`,
          }}
        >
          {items.map((item, index) => {
            const visible = index >= current && index < current + inView;
            return (
              <div
                key={itemKey(item, index)}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${items.length}`}
                aria-hidden={!visible}
                inert={!visible}
                className={`shrink-0 grow-0 ${basisBase[perView.base]} ${basisSm[perView.sm]} ${basisLg[perView.lg]} ${slideClassName}`}
              >
                {renderItem(item, index)}
              </div>
            );
          })}
        </div>
      </div>
      {items.length > 1 && (
        <div className="mt-6 flex items-center justify-center gap-3">
          <button type="button" aria-controls={trackId} aria-label={previousLabel} title={previousLabel} onClick={() => go(-1)} className={controlClass}>
            <ChevronLeftIcon className="size-5" />
          </button>
          {!reducedMotion && lastPosition > 0 && (
            <button
              type="button"
              aria-label={stopped ? 'Start autoplay' : 'Pause autoplay'}
              title={stopped ? 'Start autoplay' : 'Pause autoplay'}
              onClick={() => setStopped((s) => !s)}
              className={controlClass}
            >
              {stopped ? <PlayIcon className="size-4" /> : <PauseIcon className="size-4" />}
            </button>
          )}
          <button type="button" aria-controls={trackId} aria-label={nextLabel} title={nextLabel} onClick={() => go(1)} className={controlClass}>
            <ChevronRightIcon className="size-5" />
          </button>
        </div>
      )}
    </div>
  );
}

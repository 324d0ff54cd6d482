import type { ReactNode } from 'react';
import { Section } from './section';

/** A page's opening words: the eyebrow over its one h1, and the lead under it. */
export interface HeroCopy {
  eyebrow: string;
  title: string;
  subtitle: string;
}

interface HeroImage {
  src: string;
  width: number;
  height: number;
  className: string;
}

interface PageHeroProps {
  hero: HeroCopy;
  /** Names the section by its h1 (aria-labelledby), as the home and about heroes do. */
  titleId?: string;
  /** The band's own spacing, added to the brand gradient. */
  className?: string;
  /** Layout of the column: the band's padding, or the two-column grid beside an image. */
  columnClassName?: string;
  width?: 'page' | 'wide' | 'text';
  /** The h1's classes: its spacing, measure and type role (app.css `page-title`). */
  titleClassName?: string;
  leadClassName?: string;
  /**
   * The illustration beside the words: the page's largest paint, so it loads eagerly with high priority
   * and carries its size (docs/decisions/015-paint-first.md).
   */
  image?: HeroImage;
  /** What follows the lead: calls to action, a search box, an index of the page. */
  children?: ReactNode;
}

/**
 * The opening band of a public page (docs/product.md §2): eyebrow, h1 and lead on the brand gradient,
 * with the page's calls to action under them and, in the split layout, an illustration beside them.
 * Every page starts the same way, so the markup lives here once (docs/decisions/014-public-pages.md).
 */
export function PageHero({
  hero,
  titleId,
  className,
  columnClassName,
  width,
  titleClassName,
  leadClassName,
  image,
  children,
}: PageHeroProps) {
  const split = image !== undefined;
  const words = (
    <>
      <p className="eyebrow">{hero.eyebrow}</p>
      <h1 id={titleId} className={titleClassName ?? (split ? 'mt-3 page-title' : 'mt-3 max-w-3xl page-title')}>
        {hero.title}
      </h1>
      <p className={leadClassName ?? (split ? 'mt-5 text-lg text-ink-600' : 'mt-5 max-w-3xl text-lg text-ink-600')}>{hero.subtitle}</p>
      {children}
    </>
  );
  return (
    <Section
      className={className ? `bg-gradient-to-b from-brand-50 to-white ${className}` : 'bg-gradient-to-b from-brand-50 to-white'}
      aria-labelledby={titleId}
      width={width}
      columnClassName={columnClassName ?? (split ? 'grid items-center gap-10 py-12 lg:grid-cols-2 lg:py-20' : 'py-14 lg:py-20')}
    >
      {split ? (
        <>
          <div>{words}</div>
          <img src={image.src} alt="" width={image.width} height={image.height} fetchPriority="high" className={image.className} />
        </>
      ) : (
        words
      )}
    </Section>
  );
}

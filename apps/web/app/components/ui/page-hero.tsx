import type { ReactNode } from 'react';
import { Section } from './section';

/** A page's opening words: the eyebrow over its one h1, and the lead under it. */
interface HeroCopy {
  eyebrow: string;
  title: string;
  subtitle: string;
}

/**
 * The hero's layouts: `band` is words alone across the column; `split` sets them beside an illustration;
 * `showcase` is the split layout of the home and about pages, with a larger title.
 */
const layouts = {
  band: { section: '', column: 'py-14 lg:py-20', title: 'mt-3 max-w-3xl page-title', lead: 'mt-5 max-w-3xl text-lg text-ink-600' },
  split: { section: '', column: 'grid items-center gap-10 py-12 lg:grid-cols-2 lg:py-20', title: 'mt-3 page-title', lead: 'mt-5 text-lg text-ink-600' },
  showcase: {
    section: 'pb-14 pt-12 lg:pb-20 lg:pt-16',
    column: 'grid items-center gap-10 lg:grid-cols-2',
    title: 'mt-3 text-4xl font-extrabold tracking-tight text-ink-900 sm:text-5xl',
    lead: 'mt-5 text-lg leading-8 text-ink-600',
  },
};

interface PageHeroProps {
  hero: HeroCopy;
  layout?: keyof typeof layouts;
  /** The illustration beside the words (split and showcase layouts). */
  image?: { src: string; width: number; height: number; className: string };
  /** Names the section by its h1 (aria-labelledby), as the home and about heroes do. */
  titleId?: string;
  width?: 'page' | 'wide' | 'text';
  /** A page's own column layout, or its own measure for the h1 and the lead, in place of the layout's. */
  columnClassName?: string;
  titleClassName?: string;
  leadClassName?: string;
  /** What follows the lead: calls to action, a search box, an index of the page. */
  children?: ReactNode;
}

/**
 * The opening band of a public page (docs/product.md §2): eyebrow, h1 and lead on the brand gradient, with
 * the page's calls to action under them and, beside them, an illustration. The illustration is the page's
 * largest paint, so it loads eagerly with high priority and carries its size (docs/decisions/015-paint-first.md).
 */
export function PageHero({ hero, layout = 'band', image, titleId, width, columnClassName, titleClassName, leadClassName, children }: PageHeroProps) {
  const classes = layouts[layout];
  const words = (
    <>
      <p className="eyebrow">{hero.eyebrow}</p>
      <h1 id={titleId} className={titleClassName ?? classes.title}>
        {hero.title}
      </h1>
      <p className={leadClassName ?? classes.lead}>{hero.subtitle}</p>
      {children}
    </>
  );
  return (
    <Section
      className={`bg-gradient-to-b from-brand-50 to-white${classes.section && ` ${classes.section}`}`}
      aria-labelledby={titleId}
      width={width}
      columnClassName={columnClassName ?? classes.column}
    >
      {image ? (
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

import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { wrap } from './page-column';

const widths = {
  /** The header's width: content lines up with the logo. */
  page: wrap,
  /** The help center's search and answers. */
  wide: 'mx-auto max-w-5xl px-4 sm:px-6',
  /** One column of reading text: an article, a FAQ. */
  text: 'mx-auto max-w-3xl px-4 sm:px-6',
} as const;

export type ColumnWidth = keyof typeof widths;

const bands = {
  plain: '',
  muted: 'bg-ink-50',
  tinted: 'bg-brand-50',
  dark: 'bg-brand-900 text-white',
  /** The pale wash behind a page's opening section. */
  hero: 'bg-gradient-to-b from-brand-50 to-white',
} as const;

export type Band = keyof typeof bands;

const join = (...classes: (string | undefined)[]) => classes.filter(Boolean).join(' ');

type PageColumnProps = ComponentPropsWithoutRef<'div'> & { width?: ColumnWidth; as?: 'div' | 'article' };

/**
 * The page column every public page, the header and the footer share. The side padding sits inside
 * the max width: on the section around it, it would widen the column by 48 px.
 */
export function PageColumn({ width = 'page', as: Tag = 'div', className, ...rest }: PageColumnProps) {
  return <Tag className={join(widths[width], className)} {...rest} />;
}

type SectionProps = Omit<ComponentPropsWithoutRef<'section'>, 'children'> & {
  /** The full-width background behind the column. */
  band?: Band;
  /** `rhythm` is the vertical spacing of the home and about sections; anything else is the classes given. */
  space?: 'rhythm' | (string & {});
  width?: ColumnWidth;
  /** Layout of the column itself (a grid, a text alignment). */
  columnClassName?: string;
  children: ReactNode;
};

/** A page section: a full-width band holding one page column. */
export function Section({ band = 'plain', space, width, columnClassName, className, children, ...rest }: SectionProps) {
  return (
    <section className={join(bands[band], space === 'rhythm' ? 'py-16 lg:py-24' : space, className) || undefined} {...rest}>
      <PageColumn width={width} className={columnClassName}>
        {children}
      </PageColumn>
    </section>
  );
}

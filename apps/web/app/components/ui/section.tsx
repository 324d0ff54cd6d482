import type { ComponentPropsWithoutRef } from 'react';

const widths = {
  /** The header's width: content lines up with the logo. */
  page: 'mx-auto max-w-6xl px-4 sm:px-6',
  /** The help center's search and answers. */
  wide: 'mx-auto max-w-5xl px-4 sm:px-6',
  /** One column of reading text: an article, a FAQ. */
  text: 'mx-auto max-w-3xl px-4 sm:px-6',
};

interface ColumnProps {
  width?: keyof typeof widths;
  /** Layout of the column itself (a grid, a text alignment, its padding). */
  className?: string;
}

/**
 * The page column every public page, the header and the footer share. The side padding sits inside
 * the max width: on the section around it, it would widen the column by 48 px.
 */
export function PageColumn({ width = 'page', className, ...rest }: ComponentPropsWithoutRef<'div'> & ColumnProps) {
  return <div className={className ? `${widths[width]} ${className}` : widths[width]} {...rest} />;
}

/**
 * A page section: a full-width band (its background and spacing are the section's className) holding
 * one page column. `rhythm` is the vertical spacing of the home and about sections.
 */
type SectionProps = ComponentPropsWithoutRef<'section'> & { rhythm?: boolean; width?: ColumnProps['width']; columnClassName?: string };

export function Section({ rhythm, width, columnClassName, className = '', children, ...rest }: SectionProps) {
  return (
    <section className={rhythm ? `py-16 lg:py-24 ${className}` : className} {...rest}>
      <PageColumn width={width} className={columnClassName}>
        {children}
      </PageColumn>
    </section>
  );
}

/**
 * A section named by its own h2 (aria-labelledby), the heading first and an optional lead under it: the
 * titled bands of the service, pricing, support, blog and help pages. `titleClassName` picks the heading's
 * type role (app.css); the section title is the default.
 */
export function TitledSection({
  titleId,
  title,
  lead,
  titleClassName = 'section-title',
  children,
  ...rest
}: Omit<SectionProps, 'title'> & { titleId: string; title: string; lead?: string; titleClassName?: string }) {
  return (
    <Section aria-labelledby={titleId} {...rest}>
      <h2 id={titleId} className={titleClassName}>
        {title}
      </h2>
      {lead && <p className="mt-3 text-lg text-ink-600">{lead}</p>}
      {children}
    </Section>
  );
}

import type { ComponentPropsWithoutRef } from 'react';
import { Section } from './section';

/** The heading block every home and about section starts with. */
export function SectionHeading({ id, title, subtitle, align = 'center' }: { id: string; title: string; subtitle?: string; align?: 'center' | 'left' }) {
  return (
    <div className={align === 'center' ? 'mx-auto max-w-3xl text-center' : 'max-w-3xl'}>
      <h2 id={id} className="text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">
        {title}
      </h2>
      {subtitle && <p className="mt-4 text-lg text-ink-600">{subtitle}</p>}
    </div>
  );
}

/**
 * A band of the home and about pages (docs/product.md §2): the section rhythm's spacing, the centred heading
 * block first, and the section named by that heading.
 */
export function HeadedSection({
  titleId,
  title,
  subtitle,
  children,
  ...rest
}: Omit<ComponentPropsWithoutRef<'section'>, 'title'> & { titleId: string; title: string; subtitle?: string }) {
  return (
    <Section aria-labelledby={titleId} rhythm {...rest}>
      <SectionHeading id={titleId} title={title} subtitle={subtitle} />
      {children}
    </Section>
  );
}

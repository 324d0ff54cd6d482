import type { ComponentPropsWithoutRef } from 'react';
import { Section } from './section';

interface SectionHeadingProps {
  id: string;
  title: string;
  subtitle?: string;
  align?: 'center' | 'left';
  /** On a dark band: the title takes the band's text colour and the subtitle a light tint. */
  onDark?: boolean;
}

/** The heading block every home and about section starts with. */
export function SectionHeading({ id, title, subtitle, align = 'center', onDark = false }: SectionHeadingProps) {
  return (
    <div className={align === 'center' ? 'mx-auto max-w-3xl text-center' : 'max-w-3xl'}>
      <h2 id={id} className={onDark ? 'text-3xl font-bold tracking-tight sm:text-4xl' : 'text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl'}>
        {title}
      </h2>
      {subtitle && <p className={onDark ? 'mt-4 text-lg text-brand-100' : 'mt-4 text-lg text-ink-600'}>{subtitle}</p>}
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
  onDark,
  children,
  ...rest
}: Omit<ComponentPropsWithoutRef<'section'>, 'title'> & { titleId: string; title: string; subtitle?: string; onDark?: boolean }) {
  return (
    <Section aria-labelledby={titleId} rhythm {...rest}>
      <SectionHeading id={titleId} title={title} subtitle={subtitle} onDark={onDark} />
      {children}
    </Section>
  );
}

import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { Section } from './section';

// The parts the content pages (pricing, services, industries, clients, support plans, tools) are built
// of, so each page states only its copy and its own layout (docs/decisions/014-public-pages.md).

type SectionProps = Omit<ComponentPropsWithoutRef<typeof Section>, 'title'>;

/**
 * A page's opening band on the brand gradient: the eyebrow, the page's one h1 and the sentence under it;
 * `children` follow (a menu). `center` for a centred hero; the widths keep each page's line lengths.
 */
export function PageHero({
  eyebrow,
  title,
  subtitle,
  center,
  wideTitle,
  subtitleWidth = 'max-w-3xl',
  columnClassName = 'py-14 lg:py-20',
  children,
}: {
  eyebrow: string;
  title: string;
  subtitle: string;
  center?: boolean;
  /** A long title that may use the column's whole width. */
  wideTitle?: boolean;
  subtitleWidth?: 'max-w-2xl' | 'max-w-3xl';
  columnClassName?: string;
  children?: ReactNode;
}) {
  const align = center ? 'mx-auto ' : '';
  return (
    <Section className="bg-gradient-to-b from-brand-50 to-white" columnClassName={columnClassName}>
      <p className="eyebrow">{eyebrow}</p>
      <h1 className={`${align}mt-3 ${wideTitle ? '' : 'max-w-3xl '}page-title`}>{title}</h1>
      <p className={`${align}mt-5 ${subtitleWidth} text-lg text-ink-600`}>{subtitle}</p>
      {children}
    </Section>
  );
}

/**
 * A page section named by its own h2 (aria-labelledby): the heading in the pages' section-title role,
 * an optional sentence under it, then the section's content.
 */
export function TitledSection({ headingId, title, subtitle, children, ...section }: SectionProps & { headingId: string; title: string; subtitle?: string }) {
  return (
    <Section aria-labelledby={headingId} {...section}>
      <h2 id={headingId} className="section-title">
        {title}
      </h2>
      {subtitle && <p className="mt-3 text-lg text-ink-600">{subtitle}</p>}
      {children}
    </Section>
  );
}

/**
 * A page's closing call to action: a dark panel with its heading, a sentence and its links (`children`).
 * `row`: the text and the links side by side from md up.
 */
export function CtaBand({ headingId, title, text, row, className = 'pb-20', children }: { headingId: string; title: string; text: string; row?: boolean; className?: string; children: ReactNode }) {
  const heading = (
    <>
      <h2 id={headingId} className="text-2xl font-bold sm:text-3xl">
        {title}
      </h2>
      <p className="mt-3 max-w-2xl text-lg text-brand-100">{text}</p>
    </>
  );
  return (
    <Section aria-labelledby={headingId} className={className}>
      {row ? (
        <div className="flex flex-col items-start gap-6 rounded-panel bg-brand-900 p-8 text-white sm:p-12 md:flex-row md:items-center md:justify-between">
          <div>{heading}</div>
          {children}
        </div>
      ) : (
        <div className="rounded-panel bg-brand-900 p-8 text-white sm:p-12">
          {heading}
          {children}
        </div>
      )}
    </Section>
  );
}

/** A card of an icon on a tinted square, a title and a sentence: the pricing factors and the service features. */
export function IconCard({ icon, iconBackground = 'bg-brand-50', title, text }: { icon: string; iconBackground?: string; title: string; text: string }) {
  return (
    <li className="rounded-card border border-ink-200 bg-white p-6 shadow-card">
      <span className={`inline-flex size-14 items-center justify-center rounded-card ${iconBackground}`}>
        <img src={icon} alt="" width={48} height={48} loading="lazy" className="size-9" />
      </span>
      <h3 className="mt-4 text-lg font-semibold text-ink-900">{title}</h3>
      <p className="mt-2 text-ink-600">{text}</p>
    </li>
  );
}

/**
 * The home and about sections' column: the header's width and side padding, so every section's content lines up
 * with the logo. The padding sits inside the max width (on the section it would widen the column by 48 px).
 */
export const wrap = 'mx-auto max-w-6xl px-4 sm:px-6';
export const sectionPad = 'py-16 lg:py-24';

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

import type { ReactNode } from 'react';
import { Section } from './section';

interface CtaPanelProps {
  /** The id of the panel's h2, which names the section. */
  titleId: string;
  title: string;
  text: string;
  /** The panel's links or buttons. */
  children: ReactNode;
  /** Words beside the actions from md up (one short call), instead of above them. */
  beside?: boolean;
  /** The section's own spacing around the panel. */
  className?: string;
  width?: 'page' | 'wide' | 'text';
  padding?: string;
  titleClassName?: string;
  textClassName?: string;
}

/**
 * The dark call-to-action panel that closes a public page (docs/product.md §2): a title naming the section,
 * a line of text and the page's next step. One component so every page's closing panel looks and reads the
 * same (docs/decisions/014-public-pages.md).
 */
export function CtaPanel({
  titleId,
  title,
  text,
  children,
  beside = false,
  className = 'pb-20',
  width,
  padding = 'p-8 sm:p-12',
  titleClassName = 'text-2xl font-bold sm:text-3xl',
  textClassName = 'mt-3 max-w-2xl text-lg text-brand-100',
}: CtaPanelProps) {
  const words = (
    <>
      <h2 id={titleId} className={titleClassName}>
        {title}
      </h2>
      <p className={textClassName}>{text}</p>
    </>
  );
  return (
    <Section aria-labelledby={titleId} className={className} width={width}>
      {beside ? (
        <div className={`flex flex-col items-start gap-6 rounded-panel bg-brand-900 text-white ${padding} md:flex-row md:items-center md:justify-between`}>
          <div>{words}</div>
          {children}
        </div>
      ) : (
        <div className={`rounded-panel bg-brand-900 text-white ${padding}`}>
          {words}
          {children}
        </div>
      )}
    </Section>
  );
}

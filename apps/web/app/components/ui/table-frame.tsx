import type { ReactNode } from 'react';

interface TableFrameProps {
  /** Names the table (a caption only screen readers hear) and, unless `labelledBy` is given, its frame. */
  caption: string;
  /** The id of a visible heading that names the frame instead of the caption. */
  labelledBy?: string;
  /** The width under which the table scrolls inside its frame (a Tailwind min-w class, and table-fixed where wanted). */
  minWidth: string;
  /** The frame's spacing and surface. */
  className?: string;
  /** The table's head and body. */
  children: ReactNode;
}

/**
 * A wide table on a narrow screen: it scrolls sideways inside its own frame instead of widening the page.
 * The frame is a named region in the tab order, so a keyboard alone can scroll it (WCAG 2.1.1), and the
 * caption names the table itself (docs/decisions/014-public-pages.md).
 */
export function TableFrame({ caption, labelledBy, minWidth, className = '', children }: TableFrameProps) {
  return (
    <div
      className={`relative overflow-x-auto rounded-card border border-ink-200 ${className}`}
      role="region"
      aria-label={labelledBy ? undefined : caption}
      aria-labelledby={labelledBy}
      tabIndex={0}
    >
      <table className={`w-full ${minWidth} border-collapse text-left text-sm`}>
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

/** A header cell for each named column, in order: a table's column headings. */
export function ColumnHeads({ names, className }: { names: readonly string[]; className: string }) {
  return names.map((name) => (
    <th key={name} scope="col" className={className}>
      {name}
    </th>
  ));
}

import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The link's ::after covers the card around it (a `relative` `group`), so the whole card opens it. */
const stretched = "after:absolute after:inset-0 after:content-[''] group-hover:text-brand-700";
/** With the focus ring drawn around the whole card instead of the title alone. */
const stretchedWithRing = `${stretched} focus-visible:outline-none focus-visible:after:rounded-card focus-visible:after:outline-2 focus-visible:after:outline-brand-600`;

/**
 * The title link of a card that opens as a whole (product §13): the only link a screen reader meets is
 * the title, so the link's name is the title, while a click anywhere on the card follows it.
 */
export function CardLink({ to, ring = false, className, children }: { to: string; ring?: boolean; className?: string; children: ReactNode }) {
  const card = ring ? stretchedWithRing : stretched;
  return (
    <Link to={to} className={className ? `${className} ${card}` : card}>
      {children}
    </Link>
  );
}

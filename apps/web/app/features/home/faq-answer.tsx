import { Link } from 'react-router';
import type { FaqItem } from '../../content/faq';

/**
 * A FAQ answer, with the link to what it describes when it has one (docs/decisions/045: every promise in
 * the copy points to the part of the product that keeps it).
 */
export function FaqAnswer({ item, className }: { item: FaqItem; className?: string }) {
  return (
    <p className={className}>
      {item.answer}
      {item.link && (
        <>
          {' '}
          <Link to={item.link.href} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
            {item.link.label}
          </Link>
        </>
      )}
    </p>
  );
}

import { Link } from 'react-router';
import { site } from '../../config/site';

/** The brand logo linking home; `light` is the version for dark backgrounds. */
export function Logo({ light = false, className = 'h-8 w-auto sm:h-9' }: { light?: boolean; className?: string }) {
  // The light version sits in the footer, far below the fold: it loads lazily.
  return (
    <Link to="/" className="inline-flex shrink-0 items-center rounded-control">
      <img src={light ? site.logo.onDark : site.logo.onLight} alt={site.name} width={site.logo.width} height={site.logo.height} loading={light ? 'lazy' : undefined} className={className} />
    </Link>
  );
}

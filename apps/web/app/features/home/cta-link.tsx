import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import type { CtaLink } from '../../content/home';
import { preloadAuthModal, useAuth } from '../auth/auth-context';
import { BookDemoButton } from '../demo/demo-modal';

/** A call to action from the content: '#demo' opens Request Demo, '#signup' the Sign Up modal, else a link. */
export function CtaButton({ cta, variant }: { cta: CtaLink; variant: 'primary' | 'secondary' }) {
  const { openSignUp } = useAuth();
  const className = buttonClass(variant, 'min-h-12 px-6 text-base');
  if (cta.href === '#demo') return <BookDemoButton variant={variant} className="min-h-12 px-6 text-base">{cta.label}</BookDemoButton>;
  if (cta.href === '#signup')
    return (
      <button type="button" onClick={openSignUp} onPointerEnter={preloadAuthModal} className={className}>
        {cta.label}
      </button>
    );
  return (
    <Link to={cta.href} className={className}>
      {cta.label}
    </Link>
  );
}

import { Link } from 'react-router';
import { buttonClass, type ButtonVariant } from '../../components/ui/button';
import type { CtaLink } from '../../content/home';
import { preloadAuthModal, useAuth } from '../auth/auth-context';
import { BookDemoButton } from '../demo/demo-modal';

/**
 * A page's call to action from its content: '#demo' opens Request Demo, '#signup' the Sign Up modal,
 * anything else is a link. Always the large button size.
 */
export function CtaButton({ cta, variant }: { cta: CtaLink; variant: ButtonVariant }) {
  const { openSignUp } = useAuth();
  if (cta.href === '#demo')
    return (
      <BookDemoButton variant={variant} size="lg">
        {cta.label}
      </BookDemoButton>
    );
  if (cta.href === '#signup')
    return (
      <button type="button" onClick={openSignUp} onPointerEnter={preloadAuthModal} onFocus={preloadAuthModal} className={buttonClass(variant, '', 'lg')}>
        {cta.label}
      </button>
    );
  return (
    <Link to={cta.href} className={buttonClass(variant, '', 'lg')}>
      {cta.label}
    </Link>
  );
}

import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import type { CtaLink } from '../../content/home';
import { preloadAuthModal, useAuth } from '../auth/auth-context';
import { BookDemoButton } from '../demo/demo-modal';

type Variant = 'primary' | 'secondary' | 'accent' | 'inverse';

/** A call to action from content/pricing.ts: '#demo' opens Request Demo, '#signup' the Sign Up modal, else a link. */
export function PricingCta({ cta, variant }: { cta: CtaLink; variant: Variant }) {
  const { openSignUp } = useAuth();
  const extra = 'min-h-12 px-6 text-base';
  if (cta.href === '#demo')
    return (
      <BookDemoButton variant={variant} className={extra}>
        {cta.label}
      </BookDemoButton>
    );
  if (cta.href === '#signup')
    return (
      <button type="button" onClick={openSignUp} onPointerEnter={preloadAuthModal} onFocus={preloadAuthModal} className={buttonClass(variant, extra)}>
        {cta.label}
      </button>
    );
  return (
    <Link to={cta.href} className={buttonClass(variant, extra)}>
      {cta.label}
    </Link>
  );
}

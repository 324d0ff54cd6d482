import { siteWrapperText } from '@tarang/shared/site-text';
import { SiteOverlay } from './site-overlay';

// product §4 "Site wrapper" 1: non-closable, replaces the whole site; text word for word.
export function PaymentOverlay() {
  return (
    <SiteOverlay title={siteWrapperText.paymentTitle}>
      <p className="mt-3 text-ink-600">{siteWrapperText.paymentText}</p>
    </SiteOverlay>
  );
}

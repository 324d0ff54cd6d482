import { PRIVACY_POLICY_PATH } from '@tarang/shared/privacy-notices';
import { Link } from 'react-router';

interface FormNoticeProps {
  /** One sentence: what the form collects and why (packages/shared/src/privacy-notices.ts). */
  text: string;
  /** On a brand-900 background. */
  dark?: boolean;
  className?: string;
}

/** The sentence beside a form's button, with the link to the privacy policy (docs/decisions/031-privacy-retention-erasure.md). */
export function FormNotice({ text, dark, className = '' }: FormNoticeProps) {
  return (
    <p className={`text-sm ${dark ? 'text-brand-100' : 'text-ink-600'} ${className}`}>
      {text}{' '}
      <Link to={PRIVACY_POLICY_PATH} className={`underline underline-offset-2 ${dark ? 'text-white' : 'text-brand-700'}`}>
        Privacy policy
      </Link>
    </p>
  );
}

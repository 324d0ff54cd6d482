import { EMAIL_PATTERN } from './validation';

// Its own module: the public forms load validation.ts, and only the dashboard needs links.
/**
 * A mailto: link for a stored address, or undefined when the text is not an address by EMAIL_PATTERN (an old
 * row, say): the link can never carry parameters (`?cc=`, `&body=`) or another scheme. The local part is
 * percent-encoded, so `+` stays a plus in every mail client.
 */
export function mailtoHref(address: string): string | undefined {
  if (!EMAIL_PATTERN.test(address)) return undefined;
  const at = address.lastIndexOf('@');
  return `mailto:${encodeURIComponent(address.slice(0, at))}@${address.slice(at + 1)}`;
}

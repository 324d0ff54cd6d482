// Small text rules of the admin security screens (docs/decisions/027-admin-security.md).

/**
 * What the login page's invitation box takes: the token itself, or the whole e-mailed link
 * (/admin/{token}/signup, any letter case: product §13), whose token is the segment before /signup.
 */
export function invitationFromInput(input: string): string {
  const trimmed = input.trim();
  const inLink = /\/admin\/([^/?#]+)\/signup\/?(?:[?#].*)?$/i.exec(trimmed);
  if (!inLink) return trimmed;
  try {
    return decodeURIComponent(inLink[1]!);
  } catch {
    return inLink[1]!;
  }
}

/** 'JBSW Y3DP EHPK 3PXP': the secret in groups of four, easier to type into an app that cannot scan. */
export function groupSecret(secret: string): string {
  return secret.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

const browsers: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
  [/curl\//, 'curl'],
];
const systems: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/**
 * A session's device in a few words ('Chrome on Linux') for the sessions table; the full user agent
 * goes in the cell's title. Anything unrecognised is cut to 40 characters.
 */
export function shortUserAgent(userAgent: string | null): string {
  if (!userAgent) return 'Unknown';
  const browser = browsers.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = systems.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  if (browser ?? system) return (browser ?? system)!;
  return userAgent.length > 40 ? `${userAgent.slice(0, 39)}…` : userAgent;
}

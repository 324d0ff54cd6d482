import { ADMIN_TOKEN_KEY } from '@tarang/shared/admin-token';
import { ANALYTICS_VIEW_PATH } from '@tarang/shared/analytics-beacon';

/**
 * The public pages' page-view beacon (docs/decisions/050-cookieless-analytics.md): once a page is shown it
 * sends its address and where the visitor came from with navigator.sendBeacon, same-origin (the CSP's
 * connect-src 'self'). It stores nothing in the browser: no cookie, no local storage; it only reads whether
 * an admin is signed in here, since admins' own visits are not counted.
 */

/** The address last counted: a re-render of the same page is not another view, and it is the next page's referrer. */
let counted: string | undefined;

function adminSignedIn(): boolean {
  try {
    return window.localStorage.getItem(ADMIN_TOKEN_KEY) !== null;
  } catch {
    return false;
  }
}

function send(): void {
  const page = window.location.href.split('#')[0]!;
  if (page === counted || adminSignedIn() || typeof navigator.sendBeacon !== 'function') return;
  // The first page's referrer is the other site's; a page reached inside the site names the page before it.
  const referrer = counted ?? document.referrer;
  counted = page;
  navigator.sendBeacon(ANALYTICS_VIEW_PATH, JSON.stringify({ u: page, r: referrer }));
}

/** Counts the page now shown: after the load event on the first page, at once after a move inside the site. */
export function countPageView(): void {
  if (document.readyState === 'complete') send();
  else window.addEventListener('load', send, { once: true });
}

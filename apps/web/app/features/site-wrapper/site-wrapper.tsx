import { LICENCE_POLL_MS } from '@tarang/shared/site-text';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { fetchHiddenFlag, fetchLicenceStatus } from './site-state-api';

// The overlays load only when the site is covered: an open site (nearly always) never pays for
// them (docs/decisions/015-paint-first.md). A covered page is already hidden by CSS from the first byte
// (docs/decisions/008-site-wrapper.md), so the moment the chunk takes shows nothing of the site.
const LicenceOverlay = lazy(() => import('./licence-overlay').then((m) => ({ default: m.LicenceOverlay })));
const PaymentOverlay = lazy(() => import('./payment-overlay').then((m) => ({ default: m.PaymentOverlay })));

type Cover = 'payment' | 'locked';

/** The server marks a covered page on <html> (docs/decisions/008-site-wrapper.md). */
function coverFromDocument(): Cover | undefined {
  const value = document.documentElement.dataset.siteLock;
  return value === 'payment' || value === 'locked' ? value : undefined;
}

/** Unlocks so far: a status answer to a call made before the latest unlock is out of date. */
let unlocks = 0;

/** The mark only changes through markDocument below, so nothing needs to be notified. */
const noSubscription = () => () => {};

function markDocument(cover: Cover | undefined) {
  if (cover) document.documentElement.dataset.siteLock = cover;
  else delete document.documentElement.dataset.siteLock;
}

/**
 * product §4 "Site wrapper": the payment flag (fetched once) wins; otherwise the licence
 * lock (re-checked every 5 s) shows the unlock overlay; otherwise the site.
 * Failures of either call are ignored silently (product §8 "Licence wrapper").
 */
export function SiteWrapper({ children }: { children: ReactNode }) {
  // undefined = not answered yet: until then, trust what the server marked on <html>.
  const [flag, setFlag] = useState<boolean>();
  const [locked, setLocked] = useState<boolean>();
  // The prerendered HTML is the unmarked site (server snapshot); in the browser the mark is
  // read before the first paint after hydration, so a covered page never shows the site.
  const marked = useSyncExternalStore(noSubscription, coverFromDocument, () => undefined);

  useEffect(() => {
    fetchHiddenFlag().then(
      (r) => r.ok && r.data && setFlag(Boolean(r.data.flag)),
      () => {},
    );
  }, []);

  useEffect(() => {
    let stopped = false;
    const check = () => {
      const seen = unlocks;
      return fetchLicenceStatus().then(
        (r) => !stopped && seen === unlocks && r.ok && r.data && setLocked(r.data.locked === true),
        () => {},
      );
    };
    void check();
    const timer = setInterval(check, LICENCE_POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, []);

  const cover: Cover | undefined = (flag ?? marked === 'payment') ? 'payment' : (locked ?? marked === 'locked') ? 'locked' : undefined;
  // The hydration render reads the server snapshot (no mark), so its cover is always undefined: writing
  // that to the document would lift the server's mark and show a locked site until the first status
  // answer. The mark changes only once the client has read it or the server has answered.
  const known = (marked ?? flag ?? locked) !== undefined;
  useEffect(() => {
    if (known) markDocument(cover);
  }, [known, cover]);
  // A page that arrived covered is the lock-only document (docs/decisions/008-site-wrapper.md): the site
  // is first drawn once the lock is lifted, so a locked page never holds it. A site shown before a lock
  // stays behind the overlay, inert, and comes back as it was.
  const [siteShown, setSiteShown] = useState(() => typeof document === 'undefined' || coverFromDocument() === undefined);
  if (!siteShown && known && cover === undefined) setSiteShown(true);
  const drawSite = siteShown && cover !== 'payment';

  return (
    <>
      {/* Hidden by CSS while <html data-site-lock> is set (app.css), and inert under an overlay. */}
      <div inert={cover !== undefined} aria-hidden={cover ? true : undefined}>
        {drawSite ? children : null}
      </div>
      <Suspense fallback={null}>
        {cover === 'payment' && <PaymentOverlay />}
        {cover === 'locked' && (
          <LicenceOverlay
            onUnlocked={() => {
              unlocks++;
              setLocked(false);
            }}
          />
        )}
      </Suspense>
    </>
  );
}

import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/**
 * Asks before unsaved changes are left behind (docs/product.md "Content studio"): leaving the editor for
 * another page, or closing or reloading the tab. Its own address change (a new entry gaining its id) passes.
 */
export function useUnsavedGuard(dirty: boolean) {
  const blocker = useBlocker(({ nextLocation }) => dirty && !nextLocation.pathname.toLowerCase().startsWith('/admin/content/'));
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm('Leave without saving? Your changes here are lost.')) blocker.proceed();
    else blocker.reset();
  }, [blocker]);

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
}

import { useEffect, useState } from 'react';
import { useAdminSession } from './admin-session-context';

/**
 * One admin call made again whenever `key` changes (the range, Refresh, a retry): the last answer stays while
 * the next one loads, so what is open stays open; an answer for an older key is dropped (its call is aborted);
 * a failure goes to the session's error handling and is reported as `failed`.
 */
export function useKeyedLoad<T>(key: string, what: string, load: (token: string, signal: AbortSignal) => Promise<T>) {
  const { token, handleError } = useAdminSession();
  const [loaded, setLoaded] = useState<{ key: string; data?: T; failed?: boolean }>({ key: '' });

  useEffect(() => {
    const controller = new AbortController();
    load(token, controller.signal).then(
      (data) => setLoaded({ key, data }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        handleError(error, what);
        setLoaded((last) => ({ key, data: last.data, failed: true }));
      },
    );
    return () => controller.abort();
    // key stands for everything `load` reads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, token, handleError]);

  const loading = loaded.key !== key;
  return { data: loaded.data, loading, failed: !loading && loaded.failed === true };
}

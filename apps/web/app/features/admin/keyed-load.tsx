import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/button';
import { useAdminSession } from './admin-session-context';

/**
 * One admin call made again whenever one of `parts` changes (the range, Refresh) or on retry(): the last answer stays while
 * the next one loads, so what is open stays open; an answer for an older key is dropped (its call is aborted);
 * a failure goes to the session's error handling and is reported as `failed`.
 */
export function useKeyedLoad<T>(what: string, parts: unknown[], load: (token: string, signal: AbortSignal) => Promise<T>) {
  const { token, handleError } = useAdminSession();
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify([...parts, attempt]);
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
  return { data: loaded.data, loading, failed: !loading && loaded.failed === true, retry: () => setAttempt((n) => n + 1) };
}

/** What a keyed load says while it has nothing to show, or after it failed, with Try again. */
export function LoadStatus({ status, failed, retry, className = '' }: { status: string | undefined; failed: boolean; retry: () => void; className?: string }) {
  return (
    <div aria-live="polite" className="text-sm text-ink-600">
      {status && (
        <p className={`flex flex-wrap items-center gap-3 ${className}`}>
          {status}
          {failed && (
            <Button variant="secondary" onClick={retry}>
              Try again
            </Button>
          )}
        </p>
      )}
    </div>
  );
}

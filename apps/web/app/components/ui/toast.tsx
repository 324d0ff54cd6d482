import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

type ToastKind = 'success' | 'error';

interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
  durationMs: number;
}

interface ToastApi {
  success(text: string, durationMs?: number): void;
  error(text: string, durationMs?: number): void;
}

const DEFAULT_DURATION_MS = 4000;
const ToastContext = createContext<ToastApi | null>(null);

/** Shows short messages at the top of the screen, announced to screen readers. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);

  const show = useCallback(
    (kind: ToastKind, text: string, durationMs = DEFAULT_DURATION_MS) => {
      const id = nextId.current++;
      setToasts((list) => [...list, { id, kind, text, durationMs }]);
    },
    [],
  );

  const api = useMemo<ToastApi>(
    () => ({ success: (t, d) => show('success', t, d), error: (t, d) => show('error', t, d) }),
    [show],
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div data-modal-keep="" className="pointer-events-none fixed inset-x-0 top-3 z-[100] flex flex-col items-center gap-2 px-3 sm:items-end sm:px-6">
        {/* Successes are announced politely, errors at once. */}
        {(['success', 'error'] as const).map((kind) => (
          <div key={kind} role={kind === 'success' ? 'status' : 'alert'} aria-live={kind === 'success' ? 'polite' : 'assertive'} className="contents">
            {toasts
              .filter((t) => t.kind === kind)
              .map((t) => (
                <ToastCard key={t.id} toast={t} dismiss={dismiss} />
              ))}
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

function ToastCard({ toast, dismiss }: { toast: Toast; dismiss: (id: number) => void }) {
  // The time on screen counts from the first frame that shows the toast: a page busy when it was asked
  // for (a slow phone, a stalled tab) still shows it for the whole duration.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => dismiss(toast.id), toast.durationMs)));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [toast.id, toast.durationMs, dismiss]);
  const tone =
    toast.kind === 'success'
      ? 'border-success-600/30 bg-success-50 text-ink-900'
      : 'border-danger-600/30 bg-danger-50 text-danger-700';
  return (
    <div
      data-toast={toast.kind}
      className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-control border px-4 py-3 text-sm shadow-raised ${tone}`}
    >
      <span aria-hidden="true" className="mt-0.5 font-bold">
        {toast.kind === 'success' ? '✓' : '!'}
      </span>
      <p className="flex-1">{toast.text}</p>
      <button type="button" onClick={() => dismiss(toast.id)} className="-m-1 rounded p-1 text-ink-500 hover:text-ink-900" aria-label="Dismiss">
        ×
      </button>
    </div>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}

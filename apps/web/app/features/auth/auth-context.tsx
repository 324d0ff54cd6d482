import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Spinner } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { useToast } from '../../components/ui/toast';
import { logOut, verifyToken } from './auth-api';
import { authTitles, type AuthMode } from './auth-titles';
import { readToken, removeToken, saveToken } from './token-storage';

export interface AuthUser {
  name: string;
}

export interface AuthApi {
  /** The logged-in visitor, or null (spec 4 "Visitor login state"). */
  user: AuthUser | null;
  /** Opens the Login / Sign Up modal in Login mode. */
  openLogin(): void;
  /** Opens the modal in Sign Up mode. */
  openSignUp(): void;
  /** Revokes the token on the server and forgets it (decisions.md "Security"). */
  logout(): Promise<void>;
  /** After a successful login: keeps the token and loads who it belongs to. */
  startSession(token: string): Promise<void>;
}

const AuthContext = createContext<AuthApi | null>(null);

// The modal's contents (form, slider, illustrations) load only when it first opens.
const loadModalContent = () => import('./auth-modal-content');
const AuthModalContent = lazy(loadModalContent);
/** Warm the modal's code when a visitor points at a Login button. */
export const preloadAuthModal = () => void loadModalContent();

export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<AuthUser | null>(null);
  const [modalMode, setModalMode] = useState<AuthMode | null>(null);
  const toast = useToast();

  // spec 4: on load a saved token is verified; spec 8: any failure logs out silently.
  useEffect(() => {
    const token = readToken();
    if (!token) return;
    const controller = new AbortController();
    verifyToken(token, controller.signal)
      .then((result) => {
        if (result.ok && result.data?.name) setUser({ name: result.data.name });
        else {
          removeToken();
          setUser(null);
        }
      })
      .catch(() => {
        if (controller.signal.aborted) return;
        removeToken();
        setUser(null);
      });
    return () => controller.abort();
  }, []);

  const startSession = useCallback(async (token: string) => {
    saveToken(token);
    try {
      const result = await verifyToken(token);
      if (result.ok && result.data?.name) {
        setUser({ name: result.data.name });
        return;
      }
    } catch {
      // Treated like a failed verify below.
    }
    removeToken();
    setUser(null);
  }, []);

  const logout = useCallback(async () => {
    const token = readToken();
    removeToken();
    setUser(null);
    if (!token) return;
    try {
      const result = await logOut(token);
      if (result.ok && result.data?.message) toast.success(result.data.message);
    } catch {
      // The token is gone from this browser; the server expires it on its own.
    }
  }, [toast]);

  const api = useMemo<AuthApi>(
    () => ({
      user,
      openLogin: () => setModalMode('login'),
      openSignUp: () => setModalMode('signup'),
      logout,
      startSession,
    }),
    [user, logout, startSession],
  );

  const close = useCallback(() => setModalMode(null), []);

  return (
    <AuthContext.Provider value={api}>
      {children}
      <Modal
        open={modalMode !== null}
        onClose={close}
        labelledBy="auth-modal-title"
        className="max-w-4xl"
        // On small screens the button sits on the slider's dark panel.
        closeClassName="text-white hover:bg-white/10 md:text-ink-600 md:hover:bg-ink-100 md:hover:text-ink-900"
      >
        {modalMode && (
          <Suspense fallback={<ModalLoading mode={modalMode} />}>
            <AuthModalContent mode={modalMode} onModeChange={setModalMode} onDone={close} />
          </Suspense>
        )}
      </Modal>
    </AuthContext.Provider>
  );
}

function ModalLoading({ mode }: { mode: AuthMode }) {
  return (
    // The same two panels as the loaded content, so nothing jumps when it arrives.
    <div className="grid md:min-h-96 md:grid-cols-2">
      <div aria-hidden="true" className="h-40 bg-brand-900 md:h-auto md:rounded-l-panel" />
      <div className="flex min-h-72 flex-col items-start gap-6 p-6 pt-8 sm:p-8">
        <h2 id="auth-modal-title" className="pr-10 text-2xl font-bold tracking-tight text-ink-900">
          {authTitles[mode]}
        </h2>
        <Spinner />
      </div>
    </div>
  );
}

export function useAuth(): AuthApi {
  const api = useContext(AuthContext);
  if (!api) throw new Error('useAuth must be used inside <AuthProvider>');
  return api;
}

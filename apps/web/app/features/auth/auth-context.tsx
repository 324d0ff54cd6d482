import { createContext, lazy, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Modal, preloadModal } from '../../components/ui/modal';
import { useToast } from '../../components/ui/toast';
import { logOut, verifyToken } from './auth-api';
import type { AuthMode } from './auth-titles';
import { readToken, removeToken, saveToken } from './token-storage';

interface AuthUser {
  name: string;
}

interface AuthApi {
  /** The logged-in visitor, or null (product §4 "Visitor login state"). */
  user: AuthUser | null;
  /** Opens the Login / Sign Up modal in Login mode. */
  openLogin(): void;
  /** Opens the modal in Sign Up mode. */
  openSignUp(): void;
  /** Revokes the token on the server and forgets it (product §12). */
  logout(): Promise<void>;
  /** After a successful login: keeps the token and loads who it belongs to. */
  startSession(token: string): Promise<void>;
}

const AuthContext = createContext<AuthApi | null>(null);

/**
 * Whether this page is being left. Leaving cancels the page's requests, and a cancelled check of the saved
 * login is not a failed one (product §8 "Verify"): the next page checks the token again, so it is kept.
 */
let leaving = false;
if (typeof window !== 'undefined') {
  const leave = () => (leaving = true);
  window.addEventListener('beforeunload', leave);
  window.addEventListener('pagehide', leave);
  // Back in view (the back-forward cache, or a navigation that did not happen): checks count again.
  window.addEventListener('pageshow', () => (leaving = false));
}

// The modal's contents (form, slider, illustrations) load only when it first opens.
const loadModalContent = () => import('./auth-modal-content');
const AuthModalContent = lazy(loadModalContent);
/** Warm the modal's code when a visitor points at a Login button. */
export const preloadAuthModal = () => {
  preloadModal();
  void loadModalContent();
};

export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<AuthUser | null>(null);
  const [modalMode, setModalMode] = useState<AuthMode | null>(null);
  const toast = useToast();

  // product §4 "Visitor login state": a saved token is verified on load; product §8 "Verify": any
  // failure logs out silently.
  const verify = useCallback((token: string, signal?: AbortSignal) => {
    const forget = () => {
      removeToken();
      setUser(null);
    };
    // A page that is leaving keeps the token; any other failure is a failed verify.
    const cancelled = () => leaving || signal?.aborted === true;
    return verifyToken(token, signal).then(
      (result) => (result.ok && result.data?.name ? setUser({ name: result.data.name }) : cancelled() || forget()),
      () => cancelled() || forget(),
    );
  }, []);

  useEffect(() => {
    const token = readToken();
    if (!token) return;
    const controller = new AbortController();
    void verify(token, controller.signal);
    return () => controller.abort();
  }, [verify]);

  /** After a successful login: keeps the token and loads who it belongs to. */
  const startSession = useCallback(
    async (token: string) => {
      saveToken(token);
      await verify(token);
    },
    [verify],
  );

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

  const open = (mode: AuthMode) => {
    preloadAuthModal();
    setModalMode(mode);
  };

  const api = useMemo<AuthApi>(
    () => ({
      user,
      openLogin: () => open('login'),
      openSignUp: () => open('signup'),
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
        {/* Until its code is here the dialog stays closed, then opens whole: nothing jumps. */}
        {modalMode && <AuthModalContent mode={modalMode} onModeChange={setModalMode} onDone={close} />}
      </Modal>
    </AuthContext.Provider>
  );
}

export function useAuth(): AuthApi {
  const api = useContext(AuthContext);
  if (!api) throw new Error('useAuth must be used inside <AuthProvider>');
  return api;
}

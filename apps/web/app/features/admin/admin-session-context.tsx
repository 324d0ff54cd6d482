import { createContext, useCallback, useContext, useMemo, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { SessionEndedError } from './admin-api';
import { clearAdminToken } from './admin-session';

interface AdminSession {
  token: string;
  /** product §12: on 401 the dashboard drops the token and goes to /admin/login. */
  endSession(): void;
  /** What every failed dashboard call goes through: an ended session leaves, anything else is logged (product §8 "Dashboard"). */
  handleError(error: unknown, what: string): void;
}

const SessionContext = createContext<AdminSession | null>(null);

function AdminSessionProvider({ token, children }: { token: string; children: ReactNode }) {
  const navigate = useNavigate();
  const ended = useRef(false);

  const endSession = useCallback(() => {
    // Several calls can fail at once; leave only once.
    if (ended.current) return;
    ended.current = true;
    clearAdminToken();
    navigate('/admin/login', { replace: true });
  }, [navigate]);

  const handleError = useCallback(
    (error: unknown, what: string) => {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      if (error instanceof SessionEndedError) return endSession();
      console.error(`Dashboard: could not load ${what}`, error);
    },
    [endSession],
  );

  const value = useMemo(() => ({ token, endSession, handleError }), [token, endSession, handleError]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useAdminSession(): AdminSession {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useAdminSession must be used inside <AdminSessionProvider>');
  return session;
}

/** A dashboard page: the route hands it the token its loader found, and its screen reads the session from context. */
export function withAdminSession(Screen: () => ReactNode) {
  return function AdminPage({ token }: { token: string }) {
    return (
      <AdminSessionProvider token={token}>
        <Screen />
      </AdminSessionProvider>
    );
  };
}

import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { adminLogout } from './admin-api';
import { useAdminSession } from './admin-session-context';

/** The signed-in screens' Log out (dashboard, Security, Audit). */
export function LogoutButton() {
  const { token, endSession } = useAdminSession();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="secondary"
      busy={busy}
      className="whitespace-nowrap"
      onClick={async () => {
        // A busy Button stays pressable (it keeps focus): one logout at a time.
        if (busy) return;
        setBusy(true);
        // product §12: revoke on the server as well as forgetting the token here.
        try {
          await adminLogout(token);
        } catch (error) {
          console.error('Admin: logout call failed; the token is dropped anyway', error);
        }
        endSession();
      }}
    >
      Log out
    </Button>
  );
}

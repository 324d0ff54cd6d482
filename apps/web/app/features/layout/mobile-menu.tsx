import { lazy, Suspense, useState } from 'react';
import { MenuIcon } from '../../components/ui/icons';
import { Modal } from '../../components/ui/modal';
import { useAuth } from '../auth/auth-context';
import { shellLabels } from './nav';
import { UserInitial } from './user-initial';

const loadPanel = () => import('./mobile-menu-panel');
const MobileMenuPanel = lazy(loadPanel);
const preload = () => void loadPanel();

/**
 * The mobile slide-in menu (product §2). The button is part of every page; the menu's content loads
 * when the visitor points at or first opens it (mobile-menu-panel.tsx). A logged-in visitor's initial
 * sits beside it, as the top strip shows it on large screens; it opens the same menu, where Logout is.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const { user } = useAuth();
  const close = () => setOpen(false);

  return (
    <div className="flex items-center gap-1 lg:hidden">
      {user && (
        <button
          type="button"
          aria-label={shellLabels.accountTitle(user.name)}
          onClick={() => setOpen(true)}
          className="inline-flex size-11 items-center justify-center rounded-control hover:bg-ink-100"
        >
          <UserInitial name={user.name} />
        </button>
      )}
      <button
        type="button"
        data-focus-fallback=""
        aria-label={shellLabels.openMenu}
        title={shellLabels.openMenu}
        aria-expanded={open}
        onClick={() => setOpen(true)}
        onPointerEnter={preload}
        onFocus={preload}
        className="inline-flex size-11 items-center justify-center rounded-control text-ink-900 hover:bg-ink-100"
      >
        <MenuIcon className="size-6" />
      </button>
      <Modal open={open} onClose={close} labelledBy="mobile-menu-title" variant="drawer" closeLabel={shellLabels.closeMenu}>
        <Suspense fallback={null}>
          <MobileMenuPanel close={close} />
        </Suspense>
      </Modal>
    </div>
  );
}

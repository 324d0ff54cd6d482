import { createContext, lazy, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { buttonClass, type ButtonSize, type ButtonVariant } from '../../components/ui/button';
import { Modal, preloadModal } from '../../components/ui/modal';
import { demoCopy } from './demo-copy';

interface DemoModalApi {
  open(): void;
}

const DemoModalContext = createContext<DemoModalApi | null>(null);

// The form (and the zod rules it validates with) loads when the modal first opens.
const loadForm = () => import('./demo-form');
const DemoForm = lazy(loadForm);
const preload = () => {
  preloadModal();
  void loadForm();
};

/** Holds the one Request Demo modal of the site; every Book Demo button opens it (product §2 "Modals"). */
export function DemoModalProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const api = useMemo<DemoModalApi>(
    () => ({
      open: () => {
        preload();
        setOpen(true);
      },
    }),
    [],
  );
  const close = useCallback(() => setOpen(false), []);

  return (
    <DemoModalContext.Provider value={api}>
      {children}
      <Modal open={isOpen} onClose={close} labelledBy="demo-modal-title" className="max-w-2xl">
        <div className="p-6 pt-8 sm:p-8">
          <h2 id="demo-modal-title" className="pr-10 text-2xl font-bold tracking-tight text-ink-900">
            {demoCopy.title}
          </h2>
          <p className="mb-6 mt-2 text-sm text-ink-600">{demoCopy.intro}</p>
          {/* Until the form's code is here the dialog stays closed, then opens whole: nothing jumps. */}
          <DemoForm />
        </div>
      </Modal>
    </DemoModalContext.Provider>
  );
}

function useDemoModal(): DemoModalApi {
  const api = useContext(DemoModalContext);
  if (!api) throw new Error('useDemoModal must be used inside <DemoModalProvider>');
  return api;
}

interface BookDemoButtonProps {
  /** Visible label; the spec's 'Book Demo' unless a page needs another. */
  children?: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  onClick?(): void;
}

/** A Book Demo button for any page: opens the Request Demo modal. */
export function BookDemoButton({ children = demoCopy.bookDemo, variant = 'primary', size = 'md', className = '', onClick }: BookDemoButtonProps) {
  const demo = useDemoModal();
  return (
    <button
      type="button"
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => {
        onClick?.();
        demo.open();
      }}
      className={buttonClass(variant, className, size)}
    >
      {children}
    </button>
  );
}

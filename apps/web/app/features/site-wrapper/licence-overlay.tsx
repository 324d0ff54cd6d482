import { siteWrapperText } from '@tarang/shared/site-text';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { errorText } from '../../lib/api';
import { SiteOverlay } from './site-overlay';
import { unlockFrontend } from './site-state-api';

// product §4 "Site wrapper" 2 and §8 "Licence wrapper": Unlock button, Enter submits
// (a form), the server's error or 'Invalid key', 'Network error' when the call fails.
export function LicenceOverlay({ onUnlocked }: { onUnlocked: () => void }) {
  const [key, setKey] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  const errorId = `${inputId}-error`;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      const result = await unlockFrontend(key);
      if (result.ok) onUnlocked();
      else setError(errorText(result, siteWrapperText.invalidKey));
    } catch {
      setError(siteWrapperText.networkError);
    } finally {
      setBusy(false);
    }
  }

  return (
    <SiteOverlay title={siteWrapperText.licenceTitle} focusFirst>
      <p className="mt-3 text-ink-600">This site needs a valid licence key. Enter it to continue.</p>
      <form onSubmit={onSubmit} className="mt-6 text-left" noValidate>
        <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-ink-700">
          Licence key
        </label>
        <input
          id={inputId}
          value={key}
          onChange={(e) => setKey(e.target.value)}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="block w-full rounded-control border border-ink-300 px-3.5 py-2.5 text-base focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
        />
        {error && (
          <p id={errorId} role="alert" className="mt-2 text-sm text-danger-700">
            {error}
          </p>
        )}
        <Button type="submit" disabled={busy} className="mt-5 w-full">
          {siteWrapperText.unlockButton}
        </Button>
      </form>
    </SiteOverlay>
  );
}

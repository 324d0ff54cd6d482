import { siteWrapperText } from '@tarang/shared/site-text';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { errorText } from '../../lib/api';
import { useZodForm } from '../../lib/use-zod-form';
import { SiteOverlay } from './site-overlay';
import { unlockFrontend } from './site-state-api';

// product §4 "Site wrapper" 2 and §8 "Licence wrapper": Unlock button, Enter submits
// (a form), the server's error or 'Invalid key', 'Network error' when the call fails.
export function LicenceOverlay({ onUnlocked }: { onUnlocked: () => void }) {
  const form = useZodForm(null, { key: '' });
  const onSubmit = form.submit({
    send: ({ key }) => unlockFrontend(key),
    sent: onUnlocked,
    refused: (result) => form.setErrors({ key: errorText(result, siteWrapperText.invalidKey) }),
    failed: () => form.setErrors({ key: siteWrapperText.networkError }),
  });

  return (
    <SiteOverlay title={siteWrapperText.licenceTitle} focusFirst>
      <p className="mt-3 text-ink-600">This site needs a valid licence key. Enter it to continue.</p>
      <form onSubmit={onSubmit} className="mt-6 text-left" noValidate>
        <TextField label="Licence key" autoComplete="off" spellCheck={false} announce {...form.field('key')} />
        <Button type="submit" busy={form.sending} className="mt-5 w-full">
          {siteWrapperText.unlockButton}
        </Button>
      </form>
    </SiteOverlay>
  );
}

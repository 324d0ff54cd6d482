import { useState } from 'react';
import { buttonClass, Spinner } from '../../components/ui/button';
import { useToast } from '../../components/ui/toast';
import { downloadBlob } from '../../lib/download';
import { SessionEndedError } from './admin-api';
import { useAdminSession } from './admin-session-context';

/**
 * The call behind one of a table's buttons: busy while it runs, and a toast when it fails (an ended
 * session leaves through handleError instead).
 */
export function useTableCall(what: string, failure: string) {
  const { token, handleError } = useAdminSession();
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  async function run(call: (token: string) => Promise<void>) {
    setBusy(true);
    try {
      await call(token);
    } catch (error) {
      handleError(error, what);
      if (!(error instanceof SessionEndedError)) toast.error(failure);
    } finally {
      setBusy(false);
    }
  }
  return { busy, run, toast };
}

/**
 * A table's "Export CSV": the server makes the file under every filter on screen (formula-safe cells), and
 * it is saved through a Blob under a name that says what it holds and which dates.
 */
export function CsvExportButton({ what, title, load, fileName }: { what: string; title: string; load: (token: string) => Promise<Blob>; fileName: () => string }) {
  const { busy, run } = useTableCall(`${what} export`, `The ${title.toLowerCase()} export failed. Please try again.`);
  const download = () => run(async (token) => downloadBlob(await load(token), fileName()));

  return (
    <button type="button" onClick={download} disabled={busy} aria-busy={busy || undefined} className={buttonClass('secondary')}>
      {busy ? <Spinner /> : <DownloadIcon />}
      Export CSV
    </button>
  );
}

function DownloadIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="1.8" className="size-4">
      <path d="M10 3v10m0 0-4-4m4 4 4-4M4 15v2h12v-2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

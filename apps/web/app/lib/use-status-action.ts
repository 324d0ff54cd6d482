import { useRef, useState } from 'react';

/**
 * A button's call in a panel of the Developer console or the account page: busy while it runs, one call
 * at a time, and its answer in the panel's status line. `work` answers the sentence to show (undefined
 * keeps the line as it is); a call that throws, such as one without a network, reads `failedText`.
 */
export function useStatusAction(failedText: string) {
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const running = useRef(false);
  async function run(work: () => Promise<string | undefined>) {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      const text = await work();
      if (text !== undefined) setStatus(text);
    } catch {
      setStatus(failedText);
    } finally {
      running.current = false;
      setBusy(false);
    }
  }
  return { busy, status, setStatus, run };
}

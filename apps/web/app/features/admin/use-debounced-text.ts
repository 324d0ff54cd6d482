import { useEffect, useState } from 'react';

const DELAY_MS = 300;

/** The trimmed text once typing pauses, so a filter sends one request rather than one per key. */
export function useDebouncedText(text: string, delayMs = DELAY_MS): string {
  const [settled, setSettled] = useState(text.trim());
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text.trim()), delayMs);
    return () => clearTimeout(timer);
  }, [text, delayMs]);
  return settled;
}

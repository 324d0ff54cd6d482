import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';

/**
 * A secret the server answers once (a webhook's signing secret, a lead intake key: docs/decisions/033-webhooks.md,
 * 041-lead-intake-keys.md), shown this once with a copy button: the server keeps only what it needs to check
 * or sign with. The heading takes focus, so a screen reader hears it at once.
 */
export function SecretOnce({ heading, label, value, copyLabel, onDone, children }: { heading: string; label: string; value: string; copyLabel: string; onDone: () => void; children: ReactNode }) {
  const [copied, setCopied] = useState<string>();
  const title = useRef<HTMLHeadingElement>(null);
  const id = useId();
  useEffect(() => {
    title.current?.focus();
  }, []);
  return (
    <section aria-labelledby={id} className="space-y-3 rounded-panel border border-brand-200 bg-brand-50 p-4 sm:p-6">
      <h2 id={id} ref={title} tabIndex={-1} className="text-lg font-semibold text-ink-900">
        {heading}
      </h2>
      <p className="text-sm text-ink-700">{children}</p>
      <TextField label={label} readOnly value={value} spellCheck={false} autoComplete="off" onFocus={(e) => e.currentTarget.select()} />
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          onClick={() =>
            navigator.clipboard.writeText(value).then(
              () => setCopied('Copied.'),
              () => setCopied('Copying is blocked here: select the text and copy it.'),
            )
          }
        >
          {copyLabel}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          I have saved it
        </Button>
        <p role="status" className="text-sm text-ink-700">
          {copied}
        </p>
      </div>
    </section>
  );
}

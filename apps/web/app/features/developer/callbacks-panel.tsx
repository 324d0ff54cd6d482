import type { CallbackState } from '@tarang/shared/test-callbacks';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { Panel, StatusLine } from '../../components/ui/panel';
import { callbacksPanel as words } from '../../content/developer-callbacks';
import { errorText, type ApiResult } from '../../lib/api';
import { copyText } from '../../lib/copy-text';
import { useStatusAction } from '../../lib/use-status-action';
import { useZodForm } from '../../lib/use-zod-form';
import { removeCallbackUrl, rotateCallbackSecret, saveCallbackUrl, sendTestCallback } from './callbacks-api';

const loadSchema = () => import('@tarang/shared/test-callbacks').then((m) => m.callbackUrlInputSchema);

/** The signing secret of a first URL or a rotation, shown this once (the admin webhooks' pattern, decision 033). */
function FreshSecret({ secret }: { secret: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => heading.current?.focus(), [secret]);
  return (
    <div className="mt-4 rounded-control border-2 border-brand-600 p-3">
      <h3 ref={heading} tabIndex={-1} className="text-sm font-semibold text-ink-900 focus:outline-none">
        {words.secretHeading}
      </h3>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:items-start">
        <TextField label={words.secretLabel} hint={words.secretHint} readOnly value={secret} className="min-w-0 flex-1" onFocus={(e) => e.currentTarget.select()} />
        <Button variant="secondary" className="self-start sm:mt-7" onClick={async () => setCopied((await copyText(secret)) ? 'copied' : 'failed')}>
          <span aria-live="polite">{copied === 'copied' ? words.copied : copied === 'failed' ? words.copyFailed : words.copy}</span>
        </Button>
      </div>
    </div>
  );
}

/**
 * The Developer page's delivery-report callback URL (docs/product.md §15, docs/decisions/049-test-mode-callbacks.md):
 * set, replace or remove it, see its signing secret once, send a test event.
 */
export function CallbacksPanel({ token, overview, reload }: { token: string; overview: { callback: CallbackState }; reload(): void }) {
  const current = overview.callback;
  const form = useZodForm(loadSchema, { url: current?.url ?? '' });
  const { busy, status, setStatus, run: runAction } = useStatusAction(words.failed);
  const [secret, setSecret] = useState<string | null>(null);

  const onSubmit = form.submit({
    send: (input) => saveCallbackUrl(token, input),
    sent(result) {
      setStatus(result.data?.message ?? '');
      setSecret(result.data?.secret ?? null);
      reload();
    },
    refused(result) {
      const text = errorText(result, words.failed);
      form.setErrors({ url: text });
      setStatus('');
    },
    failed: () => setStatus(words.failed),
  });

  async function run(work: () => Promise<ApiResult<{ message: string; secret?: string }>>, confirmText?: string) {
    if (confirmText && !window.confirm(confirmText)) return;
    await runAction(async () => {
      const result = await work();
      if (result.ok) {
        setSecret(result.data?.secret ?? null);
        reload();
      }
      return result.ok ? (result.data?.message ?? '') : errorText(result, words.failed);
    });
  }

  return (
    <Panel id="developer-callbacks" title={words.heading} intro={words.intro}>
      <p className="text-sm break-all text-ink-700">{current ? words.current(current.url) : words.none}</p>
      <form noValidate onSubmit={onSubmit} aria-label={words.heading} className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start">
        <TextField label={words.url} type="url" inputMode="url" autoComplete="off" placeholder="https://" className="min-w-0 flex-1" {...form.field('url')} />
        <Button type="submit" busy={form.sending} className="sm:mt-7">
          {words.save}
        </Button>
      </form>
      {secret && <FreshSecret secret={secret} />}
      {current && (
        <div className="mt-4 flex flex-wrap gap-2">
          <Button variant="secondary" disabled={busy} onClick={() => void run(() => sendTestCallback(token))}>
            {words.sendTest}
          </Button>
          <Button variant="ghost" disabled={busy} onClick={() => void run(() => rotateCallbackSecret(token), words.rotateConfirm)}>
            {words.rotate}
          </Button>
          <Button
            variant="ghost"
            disabled={busy}
            onClick={() =>
              void run(async () => {
                const result = await removeCallbackUrl(token);
                if (result.ok) form.reset();
                return result;
              }, words.removeConfirm)
            }
          >
            {words.remove}
          </Button>
        </div>
      )}
      <StatusLine text={status} />
    </Panel>
  );
}

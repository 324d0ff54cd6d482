import type { NewTestKey } from '@tarang/shared/developer';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '../../components/ui/button';
import { Panel, StatusLine } from '../../components/ui/panel';
import { developerPage as words } from '../../content/developer';
import { errorText } from '../../lib/api';
import { copyText } from '../../lib/copy-text';
import { forgetTestKey, saveTestKey } from '../../lib/test-key-storage';
import { useStatusAction } from '../../lib/use-status-action';
import { createKey, revokeKey } from './developer-api';
import { when, type PanelProps } from './panel';

/**
 * "Are you sure" in the panel (docs/decisions/048-developer-console.md): the question takes focus so a screen
 * reader says it, Cancel or Escape puts focus back on the button that asked.
 */
function ConfirmStep({ question, yes, busy, onYes, onCancel }: { question: string; yes: string; busy: boolean; onYes(): void; onCancel(): void }) {
  const questionRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => questionRef.current?.focus(), []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onCancel();
  };
  return (
    <div role="group" aria-labelledby="developer-key-question" onKeyDown={onKeyDown} className="mt-4 rounded-control border border-warn-500 bg-ink-50 p-4">
      <p id="developer-key-question" ref={questionRef} tabIndex={-1} className="text-sm font-semibold text-ink-900 focus:outline-none">
        {question}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button busy={busy} onClick={() => busy || onYes()}>
          {yes}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {words.cancel}
        </Button>
      </div>
    </div>
  );
}

const REGENERATE_ID = 'developer-key-regenerate';
const REVOKE_ID = 'developer-key-revoke';

/** The test key: created, shown once with Copy, regenerated or revoked after a confirm step. */
export function KeyPanel({ token, overview, reload }: PanelProps) {
  const [fresh, setFresh] = useState<NewTestKey | null>(null);
  const action = useStatusAction(words.failed);
  const { busy } = action;
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  const [asking, setAsking] = useState<'regenerate' | 'revoke' | null>(null);

  async function run(work: () => Promise<{ ok: boolean; message?: string }>) {
    await action.run(async () => {
      const result = await work();
      reload();
      return result.message || undefined;
    });
    setAsking(null);
  }

  const create = () =>
    run(async () => {
      const result = await createKey(token);
      if (!result.ok || !result.data) return { ok: false, message: errorText(result, words.failed) };
      setFresh(result.data);
      saveTestKey(result.data.key);
      setCopied('idle');
      return { ok: true, message: result.data.message };
    });
  const revoke = () =>
    run(async () => {
      const result = await revokeKey(token);
      setFresh(null);
      forgetTestKey();
      return { ok: result.ok, message: result.ok ? result.data?.message : errorText(result, words.failed) };
    });
  const cancel = () => {
    const back = asking === 'revoke' ? REVOKE_ID : REGENERATE_ID;
    setAsking(null);
    setTimeout(() => document.getElementById(back)?.focus(), 0);
  };

  const key = overview.key;
  return (
    <Panel id="developer-key" title={words.keyHeading}>
      {fresh ? (
        <div className="space-y-2">
          <p className="text-sm font-semibold text-ink-900">{words.keyOnce}</p>
          <div className="flex flex-wrap items-center gap-2">
            <code data-testid="test-key" className="break-all rounded-control bg-ink-900 px-3 py-2 font-mono text-sm text-white">
              {fresh.key}
            </code>
            <Button variant="secondary" onClick={async () => setCopied((await copyText(fresh.key)) ? 'copied' : 'failed')}>
              <span aria-live="polite">{copied === 'copied' ? words.copied : copied === 'failed' ? words.copyFailed : words.copy}</span>
            </Button>
          </div>
        </div>
      ) : (
        <p className="text-sm text-ink-700">{key ? words.keyActive(key.prefix, when(key.createdAt)) : words.keyNone}</p>
      )}
      {key && asking ? (
        <ConfirmStep
          question={asking === 'regenerate' ? words.keyRegenerateQuestion(key.prefix) : words.keyRevokeQuestion(key.prefix)}
          yes={asking === 'regenerate' ? words.keyRegenerateYes : words.keyRevokeYes}
          busy={busy}
          onYes={() => void (asking === 'regenerate' ? create() : revoke())}
          onCancel={cancel}
        />
      ) : (
        <div className="mt-4 flex flex-wrap gap-2">
          {/* A first key replaces nothing: only regenerating and revoking ask first. */}
          <Button id={REGENERATE_ID} busy={busy} onClick={() => busy || (key ? setAsking('regenerate') : void create())}>
            {key ? words.keyRegenerate : words.keyCreate}
          </Button>
          {key && (
            <Button id={REVOKE_ID} variant="ghost" disabled={busy} onClick={() => setAsking('revoke')}>
              {words.keyRevoke}
            </Button>
          )}
        </div>
      )}
      <StatusLine text={action.status} />
    </Panel>
  );
}

import { developerPaths, type DeveloperOverview } from '@tarang/shared/developer';
import { messagingCalls, TEST_BASE_PATH, type MessagingCallId } from '@tarang/shared/messaging-api';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { codeSamples } from '../../content/api-docs';
import { tryItWords as words } from '../../content/try-it';
import { requestJson } from '../../lib/api';
import { readTestKey } from '../../lib/test-key-storage';
import { useAuth } from '../auth/auth-context';
import { readToken } from '../auth/token-storage';
import type { CodeBlock as CodeBlockType, CodeSamples as CodeSamplesType } from './code-samples';

type Values = Record<string, string>;

/** The visitor's own values where the Developer page has them, the reference's examples elsewhere. */
function prefill(callId: MessagingCallId, overview: DeveloperOverview | null): Values {
  const call = messagingCalls[callId];
  const template = overview?.templates.find((t) => t.isDefault) ?? overview?.templates[0];
  const own: Values = {
    key: readTestKey() ?? '',
    token: readTestKey() ?? '',
    username: overview?.username ?? '',
    ...(overview?.entityId ? { entityid: overview.entityId } : {}),
    ...(template ? { templateid: template.templateId, from: template.senderId, body: template.body.replace(/\{#[^#{}]*#\}/g, '482913') } : {}),
    ...(callId === 'send-sms' ? { to: '919999900001' } : {}),
  };
  if (callId === 'add-template') delete own.body;
  return Object.fromEntries(call.params.map((p) => [p.name, own[p.name] ?? (p.secret ? '' : p.example)]));
}

/** The request Try it sends: the path with its path parameters filled, and the rest as query or form. */
function requestOf(callId: MessagingCallId, values: Values, origin: string) {
  const call = messagingCalls[callId];
  let path = call.path;
  const rest = call.params.filter((p) => {
    if (p.in !== 'path') return true;
    path = path.replace(`{${p.name}}`, encodeURIComponent(values[p.name] ?? ''));
    return false;
  });
  const sent = rest.filter((p) => (values[p.name] ?? '') !== '');
  return {
    method: call.method,
    url: `${origin}${TEST_BASE_PATH}${path}`,
    params: sent.map((p) => ({ name: p.name, required: p.required, type: p.type, description: p.description, example: values[p.name] ?? '' })),
  };
}

/**
 * Try it for one documented call: prefilled parameters, the request as sent, the real answer, the samples.
 * The page hands over its code blocks, so they stay in the page's own chunk instead of a third one.
 *
 * Written down as the exception to the one form hook and the one HTTP client (lib/use-zod-form.ts,
 * lib/api.ts): Try it checks nothing before sending, because what a developer comes to see is the
 * messaging API's own answer to what they typed, refusals included; and it reads that answer raw (any
 * status, the body as text, shown as sent), where the client turns answers into the site's ApiResult.
 */
export default function TryItPanel({
  callId,
  CodeBlock,
  CodeSamples,
}: {
  callId: MessagingCallId;
  CodeBlock: typeof CodeBlockType;
  CodeSamples: typeof CodeSamplesType;
}) {
  const call = messagingCalls[callId];
  const { user, openLogin } = useAuth();
  const [values, setValues] = useState<Values | null>(null);
  const [answer, setAnswer] = useState<{ status: number; body: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const answerId = useId();

  useEffect(() => {
    const token = readToken();
    if (!user || !token) return;
    let live = true;
    requestJson<DeveloperOverview>(developerPaths.overview, { token }).then(
      (result) => live && setValues(prefill(callId, result.data ?? null)),
      () => live && setValues(prefill(callId, null)),
    );
    return () => {
      live = false;
    };
  }, [callId, user]);

  if (!user) {
    return (
      <div className="mt-3">
        <p className="text-sm text-ink-700">{words.signInText}</p>
        <Button className="mt-3" onClick={openLogin}>
          {words.signIn}
        </Button>
      </div>
    );
  }
  if (!values) return null;

  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const request = requestOf(callId, values, origin);
  const samples = codeSamples({ method: request.method, endpoint: request.url, params: request.params, inlineSecrets: true });
  const curl = samples[0]?.code ?? '';

  async function send(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setFailed(false);
    try {
      const form = new URLSearchParams(request.params.map((p) => [p.name, p.example]));
      const response =
        request.method === 'GET'
          ? await fetch(`${request.url}?${form.toString()}`, { headers: { accept: 'application/json' } })
          : await fetch(request.url, { method: 'POST', headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' }, body: form.toString() });
      const text = await response.text();
      let body = text;
      try {
        body = JSON.stringify(JSON.parse(text), null, 2);
      } catch {
        // shown as it came
      }
      setAnswer({ status: response.status, body });
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mt-3 space-y-4">
      <p className="text-sm text-ink-700">{words.intro}</p>
      {!values.key && !values.token && (
        <p className="text-sm text-ink-700">
          {words.noKey} <Link to="/developer" className="font-semibold text-brand-700 underline">{words.developerLink}</Link>
        </p>
      )}
      <form noValidate onSubmit={(e) => void send(e)} aria-label={`${call.summary}: ${words.send}`} className="grid gap-3 sm:grid-cols-2">
        {call.params.map((p) => (
          <TextField
            key={p.name}
            label={p.name}
            hint={p.required ? undefined : p.type}
            autoComplete="off"
            spellCheck={false}
            value={values[p.name] ?? ''}
            onChange={(e) => setValues({ ...values, [p.name]: e.target.value })}
            className={p.name === 'body' ? 'sm:col-span-2' : undefined}
          />
        ))}
        <div className="sm:col-span-2">
          <Button type="submit" busy={busy} aria-describedby={answerId}>
            {words.send}
          </Button>
        </div>
      </form>
      <CodeBlock code={curl} label={words.request} />
      <div id={answerId} role="status" aria-live="polite">
        {failed && <p className="text-danger-700">{words.failed}</p>}
        {answer && (
          <>
            <p className="font-semibold text-ink-900">
              {words.answer}: {words.status(answer.status)}
            </p>
            <CodeBlock code={answer.body} label={words.answer} />
          </>
        )}
      </div>
      <CodeSamples samples={samples} label={words.samples} />
    </div>
  );
}

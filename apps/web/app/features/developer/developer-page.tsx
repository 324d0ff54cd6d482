import { DLT_TEMPLATE_CATEGORIES, type DeveloperOverview, type NewTestKey, type TestRequestEntry } from '@tarang/shared/developer';
import { useCallback, useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { Section } from '../../components/ui/section';
import { SelectField } from '../../components/ui/select-field';
import { TextAreaField } from '../../components/ui/text-area-field';
import { developerPage as words } from '../../content/developer';
import { errorText, type ApiResult } from '../../lib/api';
import { copyText } from '../../lib/copy-text';
import { forgetTestKey, saveTestKey } from '../../lib/test-key-storage';
import { useZodForm } from '../../lib/use-zod-form';
import { useAuth } from '../auth/auth-context';
import { readToken } from '../auth/token-storage';
import { addTemplate, createKey, loadOverview, loadRequests, revokeKey, saveDlt } from './developer-api';

/** How often the request log is read again, so delivery reports appear without a reload. */
const LOG_REFRESH_MS = 3000;

const loadDltSchema = () => import('@tarang/shared/developer').then((m) => m.dltFormSchema);
const loadTemplateSchema = () => import('@tarang/shared/developer').then((m) => m.templateInputSchema);

const when = (iso: string) => new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'medium' });

function Panel({ title, intro, children, id }: { title: string; intro?: string; children: React.ReactNode; id: string }) {
  return (
    <section aria-labelledby={id} className="rounded-card border border-ink-200 bg-white p-5 sm:p-6">
      <h2 id={id} className="text-xl font-bold text-ink-900">
        {title}
      </h2>
      {intro && <p className="mt-1 text-sm text-ink-600">{intro}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}

function KeyPanel({ token, overview, reload }: { token: string; overview: DeveloperOverview; reload(): void }) {
  const [fresh, setFresh] = useState<NewTestKey | null>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');

  async function run(work: () => Promise<{ ok: boolean; message?: string }>) {
    setBusy(true);
    try {
      const result = await work();
      if (result.message) setStatus(result.message);
      reload();
    } catch {
      setStatus(words.failed);
    } finally {
      setBusy(false);
    }
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
  const revoke = () => {
    if (!window.confirm(words.keyRevokeConfirm)) return;
    void run(async () => {
      const result = await revokeKey(token);
      setFresh(null);
      forgetTestKey();
      return { ok: result.ok, message: result.ok ? result.data?.message : errorText(result, words.failed) };
    });
  };

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
        <p className="text-sm text-ink-700">{overview.key ? words.keyActive(overview.key.prefix, when(overview.key.createdAt)) : words.keyNone}</p>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        <Button busy={busy} onClick={() => void create()}>
          {overview.key ? words.keyRegenerate : words.keyCreate}
        </Button>
        {overview.key && (
          <Button variant="ghost" disabled={busy} onClick={revoke}>
            {words.keyRevoke}
          </Button>
        )}
      </div>
      <p role="status" className="mt-2 text-sm text-ink-600">
        {status}
      </p>
    </Panel>
  );
}

/**
 * A panel form's steps: after a save the overview loads again; a refused or failed save is said in the
 * panel's status line (the server's sentence, or the page's own).
 */
function panelSteps<T, R>(setStatus: (text: string) => void, reload: () => void, steps: { send(input: T): Promise<ApiResult<R>>; sent(result: ApiResult<R>): void }) {
  return {
    send: steps.send,
    sent(result: ApiResult<R>) {
      steps.sent(result);
      reload();
    },
    refused: (result: ApiResult<unknown>) => setStatus(errorText(result, words.failed)),
    failed: () => setStatus(words.failed),
  };
}

/** A panel's form: its fields in two columns, then the submit button with the status line beside it. */
function PanelForm({ label, onSubmit, sending, submit, status, children }: { label: string; onSubmit: (event: FormEvent<HTMLFormElement>) => void; sending: boolean; submit: string; status: string; children: ReactNode }) {
  return (
    <form noValidate onSubmit={onSubmit} aria-label={label} className="grid gap-4 sm:grid-cols-2">
      {children}
      <div className="sm:col-span-2">
        <Button type="submit" busy={sending}>
          {submit}
        </Button>
        <span role="status" className="ml-3 text-sm text-ink-600">
          {status}
        </span>
      </div>
    </form>
  );
}

function DltPanel({ token, overview, reload }: { token: string; overview: DeveloperOverview; reload(): void }) {
  const form = useZodForm(loadDltSchema, { entityId: overview.entityId ?? '', senders: overview.senders.join(', ') });
  const [status, setStatus] = useState('');
  const onSubmit = form.submit(panelSteps(setStatus, reload, { send: (input) => saveDlt(token, input), sent: (result) => setStatus(result.data?.message ?? '') }));
  return (
    <Panel id="developer-dlt" title={words.dltHeading} intro={words.dltIntro}>
      <PanelForm label={words.dltHeading} onSubmit={onSubmit} sending={form.sending} submit={words.save} status={status}>
        <TextField label={words.entityId} inputMode="numeric" autoComplete="off" {...form.field('entityId')} />
        <TextField label={words.senders} autoComplete="off" {...form.field('senders')} />
      </PanelForm>
    </Panel>
  );
}

function TemplatesPanel({ token, overview, reload }: { token: string; overview: DeveloperOverview; reload(): void }) {
  const empty = { templateId: '', senderId: overview.senders[0] ?? '', category: '', name: '', body: '' };
  const form = useZodForm(loadTemplateSchema, empty);
  const [status, setStatus] = useState('');
  const onSubmit = form.submit(
    panelSteps(setStatus, reload, {
      send: (input) => addTemplate(token, input),
      sent() {
        form.reset();
        setStatus('');
      },
    }),
  );
  return (
    <Panel id="developer-templates" title={words.templatesHeading} intro={words.templatesIntro}>
      <PanelForm label={words.register} onSubmit={onSubmit} sending={form.sending} submit={words.register} status={status}>
        <TextField label={words.templateId} inputMode="numeric" autoComplete="off" {...form.field('templateId')} />
        <TextField label={words.senderId} autoComplete="off" {...form.field('senderId')} />
        <SelectField label={words.category} options={DLT_TEMPLATE_CATEGORIES} placeholder={words.categoryPlaceholder} {...form.field('category')} />
        <TextField label={words.name} autoComplete="off" {...form.field('name')} />
        <TextAreaField label={words.body} rows={3} className="sm:col-span-2" {...form.field('body')} />
      </PanelForm>
      {overview.templates.length === 0 ? (
        <p className="mt-4 text-sm text-ink-600">{words.noTemplates}</p>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-ink-200 text-ink-600">
                {Object.values(words.templateColumns).map((c) => (
                  <th key={c} scope="col" className="py-2 pr-4 font-semibold">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {overview.templates.map((t) => (
                <tr key={t.templateId} className="border-b border-ink-100 align-top">
                  <td className="py-2 pr-4 font-mono">{t.templateId}</td>
                  <td className="py-2 pr-4">{t.senderId}</td>
                  <td className="py-2 pr-4">{t.category}</td>
                  <td className="py-2 pr-4 break-words">{t.body}</td>
                  <td className="py-2 pr-4">{t.isDefault ? words.yes : words.no}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Panel>
  );
}

function RequestLog({ token }: { token: string }) {
  const [entries, setEntries] = useState<TestRequestEntry[] | null>(null);
  // A failed read is left to the next refresh.
  const refresh = useCallback(
    () =>
      loadRequests(token).then(
        (result) => result.ok && result.data && setEntries(result.data),
        () => undefined,
      ),
    [token],
  );
  useEffect(() => {
    const first = setTimeout(() => void refresh(), 0);
    const timer = setInterval(() => void refresh(), LOG_REFRESH_MS);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [refresh]);

  return (
    <Panel id="developer-log" title={words.logHeading} intro={words.logIntro}>
      <Button variant="secondary" onClick={() => void refresh()}>
        {words.refresh}
      </Button>
      {entries && entries.length === 0 && <p className="mt-4 text-sm text-ink-600">{words.noRequests}</p>}
      <ol className="mt-4 space-y-3" aria-label={words.logHeading}>
        {(entries ?? []).map((e) => (
          <li key={e.id} className="rounded-control border border-ink-200 p-3 text-sm">
            <p className="font-semibold text-ink-900">
              <span className="font-mono">
                {e.method} {e.path}
              </span>{' '}
              → {e.statusCode} <span className="font-normal text-ink-600">({when(e.createdAt)})</span>
            </p>
            <pre tabIndex={0} className="mt-2 max-h-48 overflow-auto rounded-control bg-ink-50 p-2 text-xs whitespace-pre-wrap">{JSON.stringify(e.answer, null, 2)}</pre>
            {e.reports.length > 0 && (
              <div className="mt-2">
                <p className="font-semibold text-ink-800">{words.reports}</p>
                <ul>
                  {e.reports.map((r) => (
                    <li key={r.messageId} className="font-mono text-xs">
                      {r.messageId} {r.to}: {r.status}
                      {r.errorCode ? ` (${r.errorCode})` : ''}
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </li>
        ))}
      </ol>
    </Panel>
  );
}

/** The Developer page of a signed-in visitor (docs/product.md §15). Client-only, like the admin pages. */
export function DeveloperPage() {
  const { user, openLogin } = useAuth();
  const [token, setToken] = useState<string | null>(null);
  const [overview, setOverview] = useState<DeveloperOverview | null>(null);
  const [problem, setProblem] = useState('');

  const reload = useCallback(() => {
    const current = readToken();
    if (!current) return Promise.resolve().then(() => (setToken(null), setOverview(null)));
    return loadOverview(current).then(
      (result) => {
        setToken(current);
        if (result.ok && result.data) {
          setOverview(result.data);
          setProblem('');
        } else setProblem(result.status === 401 ? words.sessionEnded : errorText(result, words.failed));
      },
      () => setProblem(words.failed),
    );
  }, []);
  // Read again when the visitor logs in or out (the token lives in local storage).
  useEffect(() => {
    const timer = setTimeout(() => void reload(), 0);
    return () => clearTimeout(timer);
  }, [reload, user]);

  return (
    <Section rhythm width="page">
      <h1 className="text-3xl font-bold text-ink-900 sm:text-4xl">{words.title}</h1>
      <p className="mt-3 max-w-3xl text-ink-700">{words.intro}</p>
      {!token || !user ? (
        <div className="mt-8 rounded-card border border-ink-200 bg-white p-6">
          <h2 className="text-xl font-bold text-ink-900">{words.signInTitle}</h2>
          <p className="mt-1 text-ink-700">{words.signInText}</p>
          <Button className="mt-4" onClick={openLogin}>
            {words.signIn}
          </Button>
        </div>
      ) : (
        <div className="mt-8 space-y-6">
          {problem && (
            <p role="alert" className="text-danger-700">
              {problem}
            </p>
          )}
          {overview && (
            <>
              <p className="text-sm text-ink-700">
                {words.baseUrl}: <code className="font-mono">{overview.testBaseUrl}</code> · <Link to="/api" className="font-semibold text-brand-700 underline">{words.docsLink}</Link>
              </p>
              <KeyPanel token={token} overview={overview} reload={() => void reload()} />
              <DltPanel token={token} overview={overview} reload={() => void reload()} />
              <TemplatesPanel token={token} overview={overview} reload={() => void reload()} />
              <RequestLog token={token} />
            </>
          )}
        </div>
      )}
    </Section>
  );
}

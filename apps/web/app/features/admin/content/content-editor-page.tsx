import {
  CONTENT_DESCRIPTION_HINT,
  CONTENT_TITLE_HINT,
  contentMessages,
  helpCategories,
  type ContentCreate,
  type ContentEntry,
  type ContentImage,
  type ContentKind,
} from '@tarang/shared/content';
import { deviceTimeZone } from '@tarang/shared/zone-names';
import { useCallback, useEffect, useId, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { errorText, type ApiResult } from '../../../lib/api';
import { useZodForm } from '../../../lib/use-zod-form';
import { fetchAdmins, SERVER_UNREACHABLE, SessionEndedError } from '../admin-api';
import { StatusLine, type Status } from '../admin-changes';
import { AdminLayout, CheckboxField } from '../admin-layout';
import { useAdminSession, withAdminSession } from '../admin-session-context';
import { LogoutButton } from '../dashboard';
import { LoadStatus, useKeyedLoad } from '../keyed-load';
import { createEntry, fetchEntry, saveEntry } from './content-api';
import { formValuesOf, loadEntrySchema, refusalField, type FormKey, type FormValues } from './content-form';
import { kindLabels, lengthHint, statusSentence } from './content-text';
import { BodyEditor } from './body-editor';
import type { ContentListState } from './content-list-page';
import { ContentSection } from './content-section';
import { ImageField } from './image-field';
import { PublishPanel } from './publish-panel';
import { RevisionsPanel } from './revisions-panel';
import { StatusBadge } from './status-badge';
import { useUnsavedGuard } from './unsaved-guard';

// The Content area's editor (docs/product.md "Content studio"): every save is a revision; publishing,
// scheduling and unpublishing act on the saved text.

export const AdminContentEditor = withAdminSession(ContentEditorScreen);

/** Below this a description leaves room unused in search results; the hint says so, the save allows it. */
const DESCRIPTION_MIN = 50;

function ContentEditorScreen() {
  const { id = 'new' } = useParams();
  const [search] = useSearchParams();
  const kind: ContentKind = search.get('kind') === 'answer' ? 'answer' : 'post';
  const entryId = id === 'new' ? undefined : Number(id);
  // The entry just created on this screen: its editor stays (with what it says) while the address gains its id.
  const [created, setCreated] = useState<ContentEntry>();
  const [reloads, setReloads] = useState(0);
  const fresh = created !== undefined && created.id === entryId && reloads === 0;
  const { data, loading, failed, retry } = useKeyedLoad('content entry', [entryId, reloads], (token, signal) =>
    entryId === undefined || fresh ? Promise.resolve(created) : fetchEntry(entryId, token, signal),
  );
  const entry = data?.id === entryId ? data : fresh ? created : undefined;
  // After a Reload the editor starts again from the entry as the server holds it now.
  const ready = entryId === undefined || (entry && (fresh || !loading));
  const editorKey = fresh ? `new-${created.kind}-0` : `${entryId ?? `new-${kind}`}-${reloads}`;

  return (
    <AdminLayout wide nav actions={<LogoutButton />}>
      <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
        <Link to={`/admin/content${(entry?.kind ?? kind) === 'answer' ? '?kind=answer' : ''}`} className="text-sm font-semibold text-brand-700 hover:underline">
          <span aria-hidden="true">← </span>Content
        </Link>
        {ready ? (
          <Editor key={editorKey} saved={entry} kind={entry?.kind ?? kind} onReload={() => setReloads((n) => n + 1)} onCreated={setCreated} />
        ) : (
          <LoadStatus status={failed ? 'This entry could not be loaded.' : 'Loading…'} failed={failed} retry={retry} className="mt-6" />
        )}
      </div>
    </AdminLayout>
  );
}

function Editor({ saved, kind, onReload, onCreated }: { saved: ContentEntry | undefined; kind: ContentKind; onReload: () => void; onCreated: (entry: ContentEntry) => void }) {
  const session = useAdminSession();
  const navigate = useNavigate();
  const [timeZone] = useState(deviceTimeZone);
  const [entry, setEntry] = useState(saved);
  const [savedValues, setSavedValues] = useState(() => formValuesOf(saved, kind));
  const form = useZodForm<FormKey, ContentCreate>(loadEntrySchema, savedValues);
  const { values, errors, field, setField } = form;
  const [status, setStatus] = useState<Status>();
  const [conflict, setConflict] = useState(false);
  const [revisionsVersion, setRevisionsVersion] = useState(0);
  const dirty = (Object.keys(values) as FormKey[]).some((k) => values[k] !== savedValues[k]);
  const headingId = useId();
  // Once the entry is deleted there is nothing left to save: the list says so, and leaving does not ask.
  const [deleted, setDeleted] = useState<string>();
  useUnsavedGuard(dirty && !deleted);
  useEffect(() => {
    if (deleted) navigate(`/admin/content${kind === 'answer' ? '?kind=answer' : ''}`, { replace: true, state: { notice: deleted } satisfies ContentListState });
  }, [deleted, kind, navigate]);

  /** The entry as the server answered it: the fields show it, and it is the new "saved". */
  const took = useCallback(
    (next: ContentEntry, replaceFields: boolean) => {
      setEntry(next);
      const nextValues = formValuesOf(next, next.kind);
      setSavedValues(nextValues);
      if (replaceFields) for (const key of Object.keys(nextValues) as FormKey[]) setField(key, nextValues[key]);
      setRevisionsVersion((v) => v + 1);
    },
    // setField is a fresh function each render but only ever sets state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  const submit = form.submit<{ entry: ContentEntry }>({
    send: (input) => {
      setStatus(undefined);
      setConflict(false);
      return entry ? saveEntry(session.token, entry.id, { ...input, baseRevision: entry.revision }) : createEntry(session.token, input);
    },
    sent: (result) => {
      const next = result.data!.entry;
      took(next, true);
      setStatus({ text: `Saved as revision ${next.revision}.`, error: false });
      if (!entry) {
        onCreated(next);
        navigate(`/admin/content/${next.id}`, { replace: true });
      }
    },
    refused: (result: ApiResult<{ entry: ContentEntry }>) => {
      const message = errorText(result, 'The entry could not be saved. Please try again.');
      if (message === contentMessages.conflict) return setConflict(true);
      const about = refusalField(message);
      if (about) form.setErrors({ [about]: message });
      setStatus(result.error?.fields || about ? { text: 'Check the fields marked below.', error: true } : { text: message, error: true });
    },
    invalid: () => setStatus({ text: 'Check the fields marked below.', error: true }),
    failed: (error) => {
      session.handleError(error, 'content save');
      if (!(error instanceof SessionEndedError)) setStatus({ text: SERVER_UNREACHABLE, error: true });
    },
  });

  /** An uploaded image into its fields, or (none) the image and, for the cover, its alt text out of them. */
  const setImage = (which: 'cover' | 'preview', image: ContentImage | undefined) => {
    setField(`${which}ImageId`, image ? String(image.id) : '');
    setField(`${which}Src`, image?.src ?? '');
    if (which === 'cover' && !image) setField('coverAlt', '');
  };

  const title = kindLabels[kind];
  const titleHint = lengthHint(values.title, 0, CONTENT_TITLE_HINT);
  const descriptionHint = lengthHint(values.description, DESCRIPTION_MIN, CONTENT_DESCRIPTION_HINT);

  return (
    <div className="mt-4 space-y-8">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 id={headingId} className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
            {entry ? `Edit ${title.one}` : `New ${title.one}`}
          </h1>
          <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-ink-700">
            {entry ? (
              <>
                <StatusBadge status={entry.status} />
                <span>{statusSentence(entry, timeZone)}</span>
                <span className="whitespace-nowrap">
                  <span aria-hidden="true">· </span>Revision {entry.revision}
                </span>
              </>
            ) : (
              <span>Not saved yet.</span>
            )}
          </p>
          {entry?.status === 'published' && (
            <p className="mt-1 text-sm">
              <a href={entry.url} target="_blank" rel="noopener" className="font-semibold text-brand-700 underline underline-offset-2">
                {entry.url}
                <span className="sr-only"> (the public page, opens in a new tab)</span>
              </a>
            </p>
          )}
        </div>
        <AuthorLine entry={entry} />
      </header>

      <form noValidate onSubmit={submit} aria-labelledby={headingId} className="space-y-8">
        <ContentSection title="Details">
          <div className="mt-4 grid gap-5 lg:grid-cols-2">
            <TextField label="Title" {...field('title')} hint={titleHint.within ? titleHint.text : `${titleHint.text}: search results cut longer titles`} required />
            <TextField
              label="Slug"
              {...field('slug')}
              hint={entry ? `The page’s address: ${entry.url.replace(/[^/]+$/, '')}${values.slug || '…'}` : 'The page’s address; made from the title when left empty.'}
              autoCapitalize="none"
              spellCheck={false}
            />
            <TextAreaField label="Description" {...field('description')} hint={descriptionHint.within || !values.description ? descriptionHint.text : `${descriptionHint.text}: search results show ${DESCRIPTION_MIN}–${CONTENT_DESCRIPTION_HINT} best`} rows={3} className="lg:col-span-2" required />
            <TextField label="Tags" {...field('tags')} hint="Separated by commas, such as sms, dlt" />
            {kind === 'post' && (
              <div className="self-end">
                <CheckboxField label="Featured: shown in the blog’s trending posts" name="featured" checked={values.featured === 'true'} onChange={(on) => setField('featured', String(on))} />
              </div>
            )}
            {kind === 'answer' && (
              <SelectField label="Category" {...field('category')} options={helpCategories} placeholder="Choose a category" required />
            )}
            {kind === 'answer' && (
              <>
                <TextField label="Link label (optional)" {...field('linkLabel')} hint="A button under the answer, such as Open the Developer page" />
                <TextField label="Link path (optional)" {...field('linkHref')} error={errors.link} hint="A path on this site, such as /developer" />
              </>
            )}
          </div>
        </ContentSection>

        <ContentSection title="Images">
          <div className="mt-4 grid gap-6 lg:grid-cols-2">
            <ImageField label="Cover image" src={values.coverSrc} onChange={(image) => setImage('cover', image)}>
              {values.coverSrc && (
                <TextField label="Alt text (required with a cover)" {...field('coverAlt')} error={errors.cover ?? errors.coverAlt} hint="What the image shows, for people who cannot see it" />
              )}
            </ImageField>
            <ImageField
              label="Preview image (optional)"
              note="Shown when the page is shared on social media and in chats; the cover is used without one."
              src={values.previewSrc}
              onChange={(image) => setImage('preview', image)}
            />
          </div>
        </ContentSection>

        <BodyEditor kind={kind} field={field('body')} error={errors.body} />

        <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-x-3 gap-y-1 border-t border-ink-200 bg-white px-4 py-2 shadow-raised sm:mx-0 sm:rounded-card sm:border sm:py-3">
          <Button type="submit" busy={form.sending}>
            Save
          </Button>
          <p className="text-sm text-ink-600">{dirty ? 'Unsaved changes.' : entry ? 'All changes saved.' : ''}</p>
          <div className="basis-full sm:basis-auto">
            <StatusLine status={status} />
          </div>
        </div>
        {conflict && (
          <div role="alert" className="flex flex-wrap items-center gap-3 rounded-card border border-danger-600 bg-danger-50 p-4 text-sm text-danger-700">
            <p className="flex-1">{contentMessages.conflict}</p>
            <Button
              type="button"
              variant="secondary"
              onClick={() => {
                if (!dirty || window.confirm('Reload the entry? Your unsaved changes here are lost.')) onReload();
              }}
            >
              Reload
            </Button>
          </div>
        )}
      </form>

      {entry && (
        <div className="grid gap-8 lg:grid-cols-2">
          <PublishPanel entry={entry} dirty={dirty} timeZone={timeZone} onChanged={(next) => took(next, false)} onDeleted={setDeleted} />
          <RevisionsPanel
            entry={entry}
            current={values as FormValues}
            timeZone={timeZone}
            version={revisionsVersion}
            onRestored={(next) => took(next, true)}
          />
        </div>
      )}
    </div>
  );
}

/** The author: the saved entry's, or for a new one the signed-in admin (their name, else their e-mail). */
function AuthorLine({ entry }: { entry: ContentEntry | undefined }) {
  const { data: admins } = useKeyedLoad('admins', [entry ? 'saved' : 'new'], (token, signal) => (entry ? Promise.resolve([]) : fetchAdmins(token, signal)));
  const me = admins?.find((a) => a.you);
  const name = entry?.authorName ?? (me ? me.name || me.email : '…');
  return (
    <p className="text-sm text-ink-700">
      Author: <span className="font-semibold text-ink-900">{name}</span>
    </p>
  );
}

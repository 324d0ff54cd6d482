import { contentMessages, type ContentEntry } from '@tarang/shared/content';
import type { ApiResult } from '../../../lib/api';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { useZodForm } from '../../../lib/use-zod-form';
import { StatusLine, useChange } from '../admin-changes';
import { useAdminSession } from '../admin-session-context';
import { fieldFailure } from '../field-failure';
import { deleteEntry, publishEntry, scheduleEntry, unpublishEntry } from './content-api';
import { ContentSection } from './content-section';
import { inFuture, instantToZonedInput, statusSentence, zonedInputToInstant } from './content-text';

type EntryCall = Promise<ApiResult<{ entry: ContentEntry }>>;

/** The schedule's rule: the shared one, given the instant the admin's wall-clock time stands for. */
const loadScheduleSchema = () =>
  Promise.all([import('@tarang/shared/content'), import('@tarang/shared/zod'), import('@tarang/shared/zone-names')]).then(([m, { z }, zones]) =>
    z.preprocess((values) => ({ publishAt: zonedInputToInstant((values as { publishAt: string }).publishAt, zones.deviceTimeZone()) ?? '' }), m.contentScheduleSchema),
  );

/**
 * Publish now, schedule, unpublish (docs/product.md "Content studio"): each acts on the saved text, so with
 * unsaved changes it asks for a save first. A draft or unpublished entry can be deleted, after a confirmation.
 */
export function PublishPanel({
  entry,
  dirty,
  timeZone,
  onChanged,
  onDeleted,
}: {
  entry: ContentEntry;
  dirty: boolean;
  timeZone: string;
  onChanged: (entry: ContentEntry) => void;
  /** After a delete, with what to tell the admin. */
  onDeleted: (notice: string) => void;
}) {
  const session = useAdminSession();
  const change = useChange(() => {});
  const schedule = useZodForm<'publishAt', { publishAt: string }>(loadScheduleSchema, {
    publishAt: entry.status === 'scheduled' && entry.publishAt ? instantToZonedInput(entry.publishAt, timeZone) : '',
  });

  /** Runs a change; the entry it answers becomes the one on screen. */
  const act = (key: string, call: (token: string) => EntryCall, success: string) => {
    if (dirty) return change.setStatus({ text: 'Save your changes first: publishing uses the saved text.', error: true });
    return change.run(
      key,
      async (token) => {
        const result = await call(token);
        if (result.ok && result.data) onChanged(result.data.entry);
        return result;
      },
      success,
    );
  };

  const submitSchedule = schedule.submit<{ entry: ContentEntry }>({
    send: (input) => {
      if (dirty) {
        change.setStatus({ text: 'Save your changes first: publishing uses the saved text.', error: true });
        return Promise.resolve(null);
      }
      if (!inFuture(input.publishAt)) {
        schedule.setErrors({ publishAt: contentMessages.publishAtPast });
        return Promise.resolve(null);
      }
      change.setStatus(undefined);
      return scheduleEntry(session.token, entry.id, input.publishAt);
    },
    sent: (result) => {
      const next = result.data!.entry;
      onChanged(next);
      change.setStatus({ text: `${statusSentence(next, timeZone)}.`, error: false });
    },
    ...fieldFailure(schedule, 'publishAt', 'The entry could not be scheduled. Please try again.', session, 'content schedule'),
  });

  const live = entry.status === 'published' || entry.status === 'scheduled';

  function remove() {
    const gone = entry.status === 'unpublished' ? ' Its address keeps answering “gone”.' : '';
    const unsaved = dirty ? ' Your unsaved changes here are lost too.' : '';
    if (!window.confirm(`Delete “${entry.title}” and all its revisions? This cannot be undone.${gone}${unsaved}`)) return;
    void change.run(
      'delete',
      async (token) => {
        const result = await deleteEntry(token, entry.id);
        if (result.ok) onDeleted(`Deleted “${entry.title}” and its revisions.`);
        return result;
      },
      'Deleted.',
    );
  }

  return (
    <ContentSection title="Publishing" intro={`${statusSentence(entry, timeZone)}.`}>
      <div className="mt-4 flex flex-wrap gap-3">
        {entry.status !== 'published' && (
          <Button type="button" busy={change.busy === 'publish'} onClick={() => void act('publish', (t) => publishEntry(t, entry.id), 'Published: the page is live.')}>
            Publish now
          </Button>
        )}
        {live && (
          <Button
            type="button"
            variant="secondary"
            busy={change.busy === 'unpublish'}
            onClick={() => {
              if (!dirty && !window.confirm('Unpublish this entry? Its page answers “gone” until it is published again.')) return;
              void act('unpublish', (t) => unpublishEntry(t, entry.id), 'Unpublished: the page is no longer on the site.');
            }}
          >
            Unpublish
          </Button>
        )}
        {!live && (
          <Button type="button" variant="secondary" busy={change.busy === 'delete'} onClick={remove}>
            Delete
          </Button>
        )}
      </div>
      {live && <p className="mt-3 text-sm text-ink-600">To delete this entry, unpublish it first.</p>}
      {entry.status !== 'published' && (
        <form noValidate onSubmit={submitSchedule} aria-label="Schedule" className="mt-6 flex flex-wrap items-end gap-3">
          <TextField
            label={`Publish at (your time, ${timeZone})`}
            type="datetime-local"
            {...schedule.field('publishAt')}
            hint="It goes live by itself at this time."
            className="min-w-0 flex-1 basis-56"
          />
          <Button type="submit" variant="secondary" busy={schedule.sending} className="mb-5">
            Schedule
          </Button>
        </form>
      )}
      <div className="mt-3">
        <StatusLine status={change.status} />
      </div>
    </ContentSection>
  );
}

import type { DeveloperOverview, DeveloperStatus } from '@tarang/shared/developer';
import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { developerPage as words } from '../../content/developer';
import { errorText, type ApiResult } from '../../lib/api';

// The frame every panel of the Developer console shares (docs/decisions/048-developer-console.md).

/** What each panel of the console gets: the session token, what the account holds, and a way to read it again. */
export interface PanelProps {
  token: string;
  overview: DeveloperOverview;
  status: DeveloperStatus;
  /** Reads the overview and the checklist again, after a change. */
  reload(): void;
}

export const when = (iso: string) => new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'medium' });

/**
 * A panel form's steps: after a save the overview loads again; a refused or failed save is said in the
 * panel's status line (the server's sentence, or the page's own).
 */
export function panelSteps<T, R>(setStatus: (text: string) => void, reload: () => void, steps: { send(input: T): Promise<ApiResult<R>>; sent(result: ApiResult<R>): void }) {
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
export function PanelForm({ label, onSubmit, sending, submit, status, children }: { label: string; onSubmit: (event: FormEvent<HTMLFormElement>) => void; sending: boolean; submit: string; status: string; children: ReactNode }) {
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

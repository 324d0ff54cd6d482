import { deviceTimeZone } from '@tarang/shared/zone-names';
import { useCallback, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { Table, useList } from '../admin-changes';
import { AdminLayout } from '../admin-layout';
import { withAdminSession } from '../admin-session-context';
import { LogoutButton } from '../dashboard';
import { TableTabs } from '../table-tabs';
import { when } from '../table-columns';
import type { ContentKind, ContentListItem } from '@tarang/shared/content';
import { fetchContentList } from './content-api';
import { kindLabels, statusTime } from './content-text';
import { StatusBadge } from './status-badge';

// The Content area's list (docs/product.md "Content studio"): blog posts and help answers, each with its
// status and when it goes or went live, in the admin's own time zone like every admin date.

export const AdminContentList = withAdminSession(ContentListScreen);

const kinds: ContentKind[] = ['post', 'answer'];
const headers = ['Title', 'Status', 'Goes live / went live', 'Author', 'Updated'];

function ContentListScreen() {
  const [params, setParams] = useSearchParams();
  const kind: ContentKind = params.get('kind') === 'answer' ? 'answer' : 'post';
  const [timeZone] = useState(deviceTimeZone);

  return (
    <AdminLayout wide nav actions={<LogoutButton />}>
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">Content</h1>
            <p className="mt-1 max-w-2xl text-sm text-ink-600">
              The blog’s posts and the help centre’s answers. Times are in your time zone, <span className="font-medium text-ink-700">{timeZone}</span>.
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            {kinds.map((k) => (
              <Link key={k} to={`/admin/content/new?kind=${k}`} className={buttonClass(k === kind ? 'primary' : 'secondary')}>
                {kindLabels[k].new}
              </Link>
            ))}
          </div>
        </div>
        <TableTabs
          label="Content"
          tabs={kinds.map((k) => ({ value: k, label: kindLabels[k].plural }))}
          selected={kind}
          onSelect={(k) => setParams(k === 'post' ? {} : { kind: k }, { replace: true })}
        >
          <ContentTable key={kind} kind={kind} timeZone={timeZone} />
        </TableTabs>
      </div>
    </AdminLayout>
  );
}

function ContentTable({ kind, timeZone }: { kind: ContentKind; timeZone: string }) {
  const load = useCallback((token: string, signal?: AbortSignal) => fetchContentList(kind, token, signal), [kind]);
  const list = useList<ContentListItem>(load, `${kind} list`, 0);
  return (
    <Table
      caption={kindLabels[kind].plural}
      headers={headers}
      list={list}
      emptyText={`No ${kindLabels[kind].one}s yet.`}
      row={(item) => (
        <>
          <th scope="row" className="px-3 py-3 text-left align-top font-medium first:pl-4 sm:min-w-64">
            <Link to={`/admin/content/${item.id}`} className="text-brand-700 underline-offset-2 hover:underline">
              {item.title}
            </Link>
            <span className="block text-xs font-normal text-ink-600">/{item.slug}</span>
          </th>
          <td className="px-3 py-3 align-top">
            <StatusBadge status={item.status} />
          </td>
          <td className="whitespace-nowrap px-3 py-3 align-top text-ink-900">{when(statusTime(item), timeZone)}</td>
          <td className="px-3 py-3 align-top text-ink-900">{item.authorName}</td>
          <td className="whitespace-nowrap px-3 py-3 align-top text-ink-900 last:pr-4">{when(item.updatedAt, timeZone)}</td>
        </>
      )}
    />
  );
}

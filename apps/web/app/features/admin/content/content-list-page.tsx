import { deviceTimeZone } from '@tarang/shared/zone-names';
import { useCallback, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import { StatusLine, Table, useChange, useList } from '../admin-changes';
import { AdminLayout } from '../admin-layout';
import { withAdminSession } from '../admin-session-context';
import { LogoutButton } from '../dashboard';
import { TableTabs } from '../table-tabs';
import { when } from '../table-columns';
import type { ContentImageItem, ContentKind, ContentListItem } from '@tarang/shared/content';
import { deleteImage, fetchContentList, fetchImages } from './content-api';
import { kindLabels, statusTime } from './content-text';
import { StatusBadge } from './status-badge';

// The Content area's list (docs/product.md "Content studio"): blog posts and help answers, each with its
// status and when it goes or went live, in the admin's own time zone like every admin date, and the
// uploaded images, where one no entry shows can be deleted.

export const AdminContentList = withAdminSession(ContentListScreen);

type ContentTab = ContentKind | 'images';
const kinds: ContentKind[] = ['post', 'answer'];
const headers = ['Title', 'Status', 'Goes live / went live', 'Author', 'Updated'];

/** What the editor says after deleting an entry, shown here once (the editor's page is gone). */
export interface ContentListState {
  notice?: string;
}

function ContentListScreen() {
  const [params, setParams] = useSearchParams();
  const shown = params.get('kind');
  const tab: ContentTab = shown === 'answer' || shown === 'images' ? shown : 'post';
  const kind: ContentKind = tab === 'answer' ? 'answer' : 'post';
  const [timeZone] = useState(deviceTimeZone);
  // Held by the navigation itself: a reload or a change of tab drops it.
  const notice = (useLocation().state as ContentListState | null)?.notice;

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
              <Link key={k} to={`/admin/content/new?kind=${k}`} className={buttonClass(k === kind && tab !== 'images' ? 'primary' : 'secondary')}>
                {kindLabels[k].new}
              </Link>
            ))}
          </div>
        </div>
        {notice && <StatusLine status={{ text: notice, error: false }} />}
        <TableTabs
          label="Content"
          tabs={[...kinds.map((k) => ({ value: k as ContentTab, label: kindLabels[k].plural })), { value: 'images', label: 'Images' }]}
          selected={tab}
          onSelect={(t) => setParams(t === 'post' ? {} : { kind: t }, { replace: true })}
        >
          {tab === 'images' ? <ImagesTable timeZone={timeZone} /> : <ContentTable key={kind} kind={kind} timeZone={timeZone} />}
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

const imageHeaders = ['Image', 'Uploaded', 'Shown by', 'Action'];

/** The narrowest stored width: the first of the srcset, enough for a thumbnail. */
const thumbnailOf = (image: ContentImageItem) => image.srcset.split(' ')[0] ?? image.src;

/**
 * The uploaded images (docs/product.md "Content studio"): each with the entries whose cover or preview image it
 * is. One no entry shows can be deleted, after a confirmation; its address then answers 404.
 */
function ImagesTable({ timeZone }: { timeZone: string }) {
  const [version, setVersion] = useState(0);
  const list = useList<ContentImageItem>(fetchImages, 'content images', version);
  const change = useChange(useCallback(() => setVersion((v) => v + 1), []));

  function remove(image: ContentImageItem) {
    if (!window.confirm(`Delete image ${image.id}? Its address stops working; this cannot be undone.`)) return;
    void change.run(`delete-${image.id}`, (token) => deleteImage(token, image.id), 'The image is deleted.');
  }

  return (
    <div className="space-y-3">
      <p className="pt-4 text-sm text-ink-600">Images are uploaded in an entry’s editor. One that no entry shows as its cover or preview image can be deleted.</p>
      <StatusLine status={change.status} />
      <Table
        caption="Images"
        headers={imageHeaders}
        list={list}
        emptyText="No images uploaded yet."
        row={(image) => (
          <>
            <th scope="row" className="px-3 py-3 text-left align-top font-medium first:pl-4">
              <span className="flex items-center gap-3">
                <img src={thumbnailOf(image)} alt="" width={96} height={Math.max(1, Math.round((96 * image.height) / image.width))} loading="lazy" className="h-auto w-24 rounded border border-ink-200 bg-ink-50" />
                <span>
                  <a href={image.src} target="_blank" rel="noopener" className="text-brand-700 underline-offset-2 hover:underline">
                    Image {image.id}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                  <span className="block text-xs font-normal text-ink-600">
                    {image.width} × {image.height} px
                  </span>
                </span>
              </span>
            </th>
            <td className="whitespace-nowrap px-3 py-3 align-top text-ink-900">{when(image.createdAt, timeZone)}</td>
            <td className="px-3 py-3 align-top text-ink-900">
              {image.usedBy.length === 0 ? (
                <span className="text-ink-600">No entry</span>
              ) : (
                <ul className="space-y-1">
                  {image.usedBy.map((entry) => (
                    <li key={entry.id}>
                      <Link to={`/admin/content/${entry.id}`} className="text-brand-700 underline-offset-2 hover:underline">
                        {entry.title}
                      </Link>
                      <span className="text-ink-600"> ({kindLabels[entry.kind].one})</span>
                    </li>
                  ))}
                </ul>
              )}
            </td>
            <td className="px-3 py-3 align-top last:pr-4">
              {image.usedBy.length === 0 ? (
                <Button type="button" variant="secondary" busy={change.busy === `delete-${image.id}`} onClick={() => remove(image)} aria-label={`Delete image ${image.id}`}>
                  Delete
                </Button>
              ) : (
                <span className="text-sm text-ink-600">In use</span>
              )}
            </td>
          </>
        )}
      />
    </div>
  );
}

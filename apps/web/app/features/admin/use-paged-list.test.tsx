// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, test } from 'vitest';
import type { Page, PageOptions } from './admin-api';
import { withAdminSession } from './admin-session-context';
import { pageSummary } from './page-summary';
import { usePagedRows } from './use-paged-list';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Each call's answer waits until the test resolves it, so the test sees the screen between two pages. */
function deferredLoader() {
  const calls: { options: PageOptions; resolve: (page: Page<string>) => void }[] = [];
  const load = (options: PageOptions) => new Promise<Page<string>>((resolve) => calls.push({ options, resolve }));
  return { calls, load };
}

let unmount: (() => void) | undefined;
afterEach(() => act(() => unmount?.()));

function mount(load: (options: PageOptions) => Promise<Page<string>>) {
  const controls: { next?: () => void } = {};
  const Screen = withAdminSession(() => {
    const list = usePagedRows('filter', load, 2, 'names');
    controls.next = list.next;
    return (
      <>
        <p role="status">{pageSummary(list, 'names', 'None')}</p>
        <ul>{list.rows.map((name) => <li key={name}>{name}</li>)}</ul>
      </>
    );
  });
  const container = document.createElement('div');
  const root = createRoot(container);
  act(() =>
    root.render(
      <MemoryRouter>
        <Screen token="t" />
      </MemoryRouter>,
    ),
  );
  unmount = () => root.unmount();
  const screen = () => ({ status: container.querySelector('[role=status]')?.textContent, rows: [...container.querySelectorAll('li')].map((li) => li.textContent) });
  return { controls, screen };
}

describe('a paged admin list between two pages', () => {
  test('the status line and the rows change together: never a new page number over the old rows', async () => {
    const { calls, load } = deferredLoader();
    const { controls, screen } = mount(load);
    await act(async () => calls[0]!.resolve({ rows: ['Lead 4', 'Lead 3'], total: 4, nextCursor: 'c2' }));
    expect(screen()).toEqual({ status: 'Showing 1–2 of 4 names', rows: ['Lead 4', 'Lead 3'] });

    act(() => controls.next!());
    expect(calls[1]!.options.cursor).toBe('c2');
    // Page 2 is on its way: page 1 stays, described as page 1.
    expect(screen()).toEqual({ status: 'Showing 1–2 of 4 names', rows: ['Lead 4', 'Lead 3'] });

    await act(async () => calls[1]!.resolve({ rows: ['Lead 2', 'Lead 1'], total: 4, nextCursor: undefined }));
    expect(screen()).toEqual({ status: 'Showing 3–4 of 4 names', rows: ['Lead 2', 'Lead 1'] });
  });
});

import type { DeveloperOverview, DeveloperStatus } from '@tarang/shared/developer';
import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { Link } from 'react-router';
import { developerPage as words } from '../../content/developer';
import { errorText } from '../../lib/api';
import { useAuth } from '../auth/auth-context';
import { SignedInPage } from '../auth/sign-in-prompt';
import { readToken } from '../auth/token-storage';
import { CallbacksPanel } from './callbacks-panel';
import { ChecklistPanel } from './checklist-panel';
import { loadOverview, loadStatus } from './developer-api';
import { KeyPanel } from './key-panel';
import { InspectorPanel } from './inspector-panel';
import type { PanelProps } from './panel';
import { RequestLogPanel } from './request-log-panel';
import { SenderIdsPanel } from './sender-ids-panel';
import { TemplatesPanel } from './templates-panel';

/**
 * The console's panels, top to bottom (docs/decisions/048-developer-console.md). Each takes PanelProps and
 * renders its own titled Panel; a new panel is one line here, in the order of the checklist's steps.
 */
const sections: { name: string; Panel: ComponentType<PanelProps> }[] = [
  { name: 'start', Panel: ChecklistPanel },
  { name: 'key', Panel: KeyPanel },
  { name: 'sender-ids', Panel: SenderIdsPanel },
  { name: 'templates', Panel: TemplatesPanel },
  { name: 'request-log', Panel: RequestLogPanel },
  { name: 'callbacks', Panel: CallbacksPanel },
  { name: 'inspector', Panel: InspectorPanel },
];

interface Loaded {
  token: string;
  overview: DeveloperOverview;
  status: DeveloperStatus;
}

/** How often the checklist reads again while a sent test message waits for its report. */
const REPORT_CHECK_MS = 3000;

/** The Developer console of a signed-in visitor (docs/product.md §15). Client-only, like the admin pages. */
export function DeveloperPage() {
  const { user } = useAuth();
  const [token, setToken] = useState<string | null>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [problem, setProblem] = useState('');

  const reload = useCallback(() => {
    const current = readToken();
    if (!current) return Promise.resolve().then(() => (setToken(null), setLoaded(null)));
    return Promise.all([loadOverview(current), loadStatus(current)]).then(
      ([overview, status]) => {
        setToken(current);
        if (overview.ok && overview.data && status.ok && status.data) {
          setLoaded({ token: current, overview: overview.data, status: status.data });
          setProblem('');
        } else {
          const refused = overview.ok ? status : overview;
          setProblem(refused.status === 401 ? words.sessionEnded : errorText(refused, words.failed));
        }
      },
      () => setProblem(words.failed),
    );
  }, []);
  const reloadPanels = useCallback(() => void reload(), [reload]);
  // Read again when the visitor logs in or out (the token lives in local storage).
  useEffect(() => {
    const timer = setTimeout(() => void reload(), 0);
    return () => clearTimeout(timer);
  }, [reload, user]);
  // A test message sent but not yet reported DELIVERED: its report comes seconds later
  // (docs/decisions/049-test-mode-callbacks.md), so the checklist reads again until it shows it.
  const awaitingReport = loaded ? loaded.status.steps.firstSms && !loaded.status.steps.delivered : false;
  useEffect(() => {
    if (!awaitingReport) return;
    const timer = setInterval(() => void reload(), REPORT_CHECK_MS);
    return () => clearInterval(timer);
  }, [awaitingReport, reload]);

  return (
    <SignedInPage words={words} signedIn={Boolean(token && user)} problem={problem}>
      {loaded && (
        <>
          <p className="text-sm text-ink-700">
            {words.baseUrl}: <code className="font-mono">{loaded.overview.testBaseUrl}</code> ·{' '}
            <Link to="/api" className="font-semibold text-brand-700 underline">
              {words.docsLink}
            </Link>
          </p>
          {sections.map(({ name, Panel }) => (
            <Panel key={name} token={loaded.token} overview={loaded.overview} status={loaded.status} reload={reloadPanels} />
          ))}
        </>
      )}
    </SignedInPage>
  );
}

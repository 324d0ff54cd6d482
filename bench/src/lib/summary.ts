import type { ApiLoadResult } from '../api-load';
import type { AxeTarget } from '../axe';
import type { DialectResult } from '../db-scale';
import type { ControlRun, LighthouseRoute } from '../lighthouse';
import { type BudgetCheck, type Sections, tbtOverFloor } from './budgets';
import type { RenderedTiming } from './rendered-pages';
import { log, percentile } from './env';
import { tbtByHostClass } from './host-speed';
import { stepsTable } from './steps-report';

function table(rows: string[][]) {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  for (const [n, r] of rows.entries()) {
    log(r.map((c, i) => c.padEnd(widths[i]!)).join('  ').trimEnd());
    if (n === 0) log(widths.map((w) => '-'.repeat(w)).join('  '));
  }
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)}`;

/** Which kind of host the Lighthouse figures came from, and TBT per kind (host-speed.ts says why). */
function printHostSpeed(lh: LighthouseRoute[]) {
  const speeds = lh.map((r) => r.benchmarkIndex).filter((n): n is number => n !== null).sort((a, b) => a - b);
  if (!speeds.length) return;
  const fmt = (n: number) => n.toLocaleString('en-US');
  log(
    `\nHost speed during Lighthouse (its benchmarkIndex): min ${fmt(speeds[0]!)}, median ${fmt(percentile(speeds, 50))}, ` +
      `max ${fmt(speeds.at(-1)!)}. Every verdict uses the mobile preset's 4x CPU slowdown; TBT by the host class each route met:`,
  );
  const rows = [['host class (Lighthouse throttling guide)', 'routes', 'TBT within budget', 'median TBT ms']];
  for (const c of tbtByHostClass(lh)) rows.push([c.hostClass, String(c.routes), String(c.tbtWithinBudget), String(c.medianTbtMs)]);
  table(rows);
}

/** The control page's runs, which decide whether a route's miss of a performance goal is the site's or the host's. */
function printControl(control: Sections['lighthouseControl'], after = 'after routes', what = 'Control page (plain HTML, no script, same server)') {
  if (!control) return;
  if ('error' in control) {
    const plain = what.startsWith('Control page');
    log(`\n${what}: not measured (${control.error})${plain ? "; every performance goal missed counts as the host's" : ''}.`);
    return;
  }
  log(`\n${what}, measured before, between and after the ${after.slice('after '.length)}:`);
  const rows = [[after, 'scores', 'LCP ms', 'TBT ms', 'CLS', 'host speed']];
  for (const c of control as ControlRun[]) {
    rows.push([
      String(c.routesBefore),
      `${c.scores.performance}/${c.scores.accessibility}/${c.scores['best-practices']}/${c.scores.seo}`,
      String(c.lcpMs),
      String(c.tbtMs),
      String(c.cls),
      String(c.benchmarkIndex ?? '-'),
    ]);
  }
  table(rows);
}

/**
 * What a rendered page costs the server (decision 052): its first answer after a start is one render, every
 * later one comes from memory. Lighthouse and axe load them warm, as visitors do between content changes.
 */
function printRenderedTimes(pages: RenderedTiming[]) {
  if (!pages.length) return;
  const first = [...pages].sort((a, b) => a.firstMs - b.firstMs);
  const again = pages.map((p) => p.againMs).sort((a, b) => a - b);
  const slowest = first.at(-1)!;
  log(
    `\nRendered pages (${pages.length}), answer to the last byte on loopback: first after a start (one render) median ${percentile(first.map((p) => p.firstMs), 50)} ms, ` +
      `slowest ${slowest.firstMs} ms (${slowest.path}); from memory median ${percentile(again, 50)} ms. Lighthouse and axe load them from memory.`,
  );
}

/** The `steps` section: medians per route and variant, each variant's difference to the shipped build in brackets. */
function printSteps(steps: NonNullable<Sections['steps']>) {
  if ('error' in steps) {
    log(`\n━━ Build steps: not run (${steps.error})`);
    return;
  }
  log(
    `\n━━ Build steps (Lighthouse mobile; medians of ${steps.runsPerVariant} run(s) per route and variant, alternating; ` +
      `shell bootup = Lighthouse's bootup-time of ${steps.shellChunk}; host = benchmarkIndex)`,
  );
  for (const v of steps.variants) log(`  ${v.id.padEnd(16)} ${v.what}`);
  table(stepsTable(steps.rows));
  printControl(steps.controls, 'after rounds');
  printControl(steps.hydrationControls, 'after rounds', "Hydration control page (React Router hydrating it, no app code; its TBT is the floor in 'TBT over floor')");
}

const statusLabel: Record<BudgetCheck['status'], string> = { pass: 'PASS', miss: 'MISS', host: 'HOST', reported: 'REPORTED', 'not run': 'NOT RUN' };

/** The readable part of a run: per-route figures, then every budget and goal with its verdict, and the reported figures. */
export function printSummary(result: Sections & { durationSeconds: number }, checks: BudgetCheck[]) {
  const lh = Array.isArray(result.lighthouse) ? (result.lighthouse as LighthouseRoute[]) : undefined;
  if (result.bundles || lh) {
    log('\n━━ Per public route (Lighthouse mobile: perf/a11y/best-practices/SEO; first JS as framework runtime and app code, and CSS, in KB brotli)');
    const paths = (result.bundles ?? []).map((b) => b.path);
    for (const r of lh ?? []) if (!paths.includes(r.path)) paths.push(r.path);
    const rows = [['route', 'scores', 'LCP ms', 'TBT ms', 'TBT over floor ms', 'CLS', 'runtime KB', 'app KB', 'CSS KB']];
    const hydration = result.lighthouseHydrationControl;
    const floor = lh && hydration && !('error' in hydration) ? tbtOverFloor(lh, hydration) : [];
    for (const p of paths) {
      const l = lh?.find((r) => r.path === p);
      const b = result.bundles?.find((r) => r.path === p);
      const over = floor.find((f) => f.path === p)?.overMs;
      rows.push([
        p,
        l ? `${l.scores.performance}/${l.scores.accessibility}/${l.scores['best-practices']}/${l.scores.seo}` : '-',
        l ? String(l.lcpMs) : '-',
        l ? String(l.tbtMs) : '-',
        over === undefined || over === null ? '-' : String(over),
        l ? String(l.cls) : '-',
        b ? kb(b.runtimeBrotli) : '-',
        b ? kb(b.appBrotli) : '-',
        b ? kb(b.cssBrotli) : '-',
      ]);
    }
    table(rows);
    const rendered = result.renderedPages;
    if (rendered && 'error' in rendered) log(`\nThe pages the server renders (the blog, its articles, the help centre) are NOT in this table: ${rendered.error}`);
    else if (rendered) printRenderedTimes(rendered.pages);
    printControl(result.lighthouseControl);
    printControl(hydration, 'after routes', "Hydration control page (React Router hydrating it, no app code; its TBT is the floor in 'TBT over floor')");
    printHostSpeed(lh ?? []);
    const failing = new Map<string, number>();
    for (const r of lh ?? []) for (const f of r.failing) failing.set(`${f.category}: ${f.id}`, (failing.get(`${f.category}: ${f.id}`) ?? 0) + 1);
    if (failing.size) {
      log('\nLighthouse audits below 1 (routes affected):');
      for (const [k, n] of [...failing].sort((a, b) => b[1] - a[1])) log(`  ${String(n).padStart(3)}  ${k}`);
    }
  }
  if (result.steps) printSteps(result.steps);
  if (Array.isArray(result.axe)) {
    const bad = (result.axe as AxeTarget[]).filter((t) => t.violations.length || t.error);
    if (bad.length) {
      log('\n━━ axe: pages with violations');
      for (const t of bad) {
        log(`  ${t.name}${t.error ? `  (not checked: ${t.error})` : ''}`);
        for (const v of t.violations) log(`    ${v.id} [${v.impact}] ×${v.nodes}: ${v.help}  e.g. ${v.targets[0] ?? ''}`);
      }
    }
  }
  if (result.html && !('error' in result.html) && !result.html.skipped && result.html.errors) {
    log('\n━━ Nu HTML checker: files with errors');
    for (const f of result.html.files.filter((x) => x.errors)) {
      log(`  ${f.file}: ${f.errors} error(s)`);
      for (const m of f.messages.filter((x) => x.type === 'error').slice(0, 3)) log(`    ${m.message}`);
    }
  }
  if (result.api && !('error' in result.api)) {
    const api = result.api as ApiLoadResult;
    log(
      `\n━━ API load (${api.settings.connections} connections; per target ${api.settings.rounds} rounds of ${api.settings.sliceSeconds} s hello-world then ${api.settings.sliceSeconds} s target; ` +
        'req/s = median slice; ratio = median of the rounds\' ratios; CPU = the answering process\'s CPU time per request, and its ratio to hello-world\'s; ' +
        'client CPU = autocannon\'s, on the same two cores)',
    );
    const rows = [['target', 'req/s', 'ratio', 'p50 ms', 'p99 ms', 'errors', 'non-2xx', 'CPU µs/req', 'CPU ratio', 'client CPU µs/req']];
    for (const f of [...api.baseline.runs, ...api.targets]) {
      rows.push([
        f.name,
        String(f.requestsPerSecond),
        f.ratio === undefined ? '-' : `${f.ratio}x`,
        String(f.latencyP50Ms),
        String(f.latencyP99Ms),
        String(f.errors + f.timeouts),
        String(f.non2xx),
        f.cpuMicrosPerRequest === undefined ? '-' : String(f.cpuMicrosPerRequest),
        f.cpuRatio === undefined ? '-' : `${f.cpuRatio}x`,
        f.clientCpuMicrosPerRequest === undefined ? '-' : String(f.clientCpuMicrosPerRequest),
      ]);
    }
    table(rows);
    if (api.baseline.spread > 0.2) log(`WARNING: the hello-world baseline moved by ${Math.round(api.baseline.spread * 100)}% during the run: the machine was busy; re-run on a quiet machine.`);
    log(`login (argon2id verify per request): ${api.login.requestsPerSecond} hashes/s on ${api.login.cores} cores = ${api.login.hashesPerSecondPerCore} hashes/s per core`);
  }
  if (Array.isArray(result.db)) {
    for (const d of result.db as DialectResult[]) {
      if (d.skipped) {
        log(`\n━━ Database scale, ${d.dialect}: SKIPPED (${d.skipped})`);
        continue;
      }
      log(`\n━━ Database scale, ${d.dialect}: ${d.rows.toLocaleString('en-US')} rows per table, p50 / p95 ms (page = first page of 50 with its count; count = one-row call of the count cards)`);
      const filters = [...new Set(d.calls.map((c) => c.filter))];
      const rows = [['table / call', ...filters]];
      // Each table's page and count, then the charts' calls (docs/decisions/036-dashboard-charts.md).
      const pairs = [...new Set(d.calls.map((c) => `${c.table} ${c.call}`))].map((k) => k.split(' ') as [DialectResult['calls'][number]['table'], DialectResult['calls'][number]['call']]);
      for (const [t, call] of pairs) {
        rows.push([`${t} ${call}`, ...filters.map((f) => {
          const c = d.calls.find((x) => x.table === t && x.filter === f && x.call === call);
          return c ? `${c.p50Ms} / ${c.p95Ms}` : '-';
        })]);
      }
      rows.push(['dashboard load (4 calls at once)', ...filters.map((f) => {
        const c = d.dashboard.find((x) => x.filter === f);
        return c ? `${c.p50Ms} / ${c.p95Ms}` : '-';
      })]);
      table(rows);
    }
  }
  const sectionOf: [BudgetCheck['kind'], string][] = [
    ['budget', 'Budgets (do not depend on the machine; kept on every change)'],
    ['goal', 'Goals (depend on the machine; a miss counts only when the control page beside the route met the goal, else HOST)'],
    ['report', 'Reported (no budget; compared between runs)'],
  ];
  for (const [kind, title] of sectionOf) {
    const these = checks.filter((c) => c.kind === kind);
    if (!these.length) continue;
    log(`\n━━ ${title}`);
    // Reported figures have no budget, so no misses and no worst item either.
    const rows = kind === 'report' ? [['', 'what', 'measured']] : [['', kind, 'what', 'measured', kind === 'goal' ? 'misses (+host)' : 'misses', 'worst']];
    for (const c of these) {
      const misses = c.misses === undefined ? '' : c.hostBound ? `${c.misses} (+${c.hostBound} host)` : c.misses;
      rows.push(kind === 'report' ? [statusLabel[c.status], c.what, c.measured] : [statusLabel[c.status], c.budget, c.what, c.measured, misses, c.worst ?? '']);
    }
    table(rows);
  }
  const count = (s: BudgetCheck['status']) => checks.filter((c) => c.status === s).length;
  log(
    `\n${count('pass')} passed, ${count('miss')} missed, ${count('host')} missed with the control page (host-bound), ` +
      `${count('reported')} reported, ${count('not run')} not run (${result.durationSeconds} s)`,
  );
}

import type { AxeTarget } from '../axe';
import type { ApiLoadResult } from '../api-load';
import type { DialectResult } from '../db-scale';
import type { NuResult } from '../html-check';
import type { LighthouseRoute } from '../lighthouse';
import type { InitialBytes } from './site-build';

export interface BudgetCheck {
  id: string;
  what: string;
  budget: string;
  /** The worst figure measured, in words. */
  measured: string;
  /** Where the worst figure is (route, table, target). */
  worst?: string;
  /** How many items miss, of how many checked. */
  misses?: string;
  status: 'pass' | 'miss' | 'not run';
}

/** design.md "Budgets", as numbers. 120 KB is read strictly as 120,000 bytes. */
export const budgets = {
  lighthouseScore: 100,
  lcpMs: 1500,
  tbtMs: 50,
  cls: 0.01,
  initialJsGzipBytes: 120_000,
  licenseStatusRatio: 0.8,
  contactRatio: 0.15,
  dbP95Ms: 50,
};

/**
 * Whether one route's figures miss a Lighthouse performance budget, read as evaluate() reads them
 * (a missing score counts as 0, a missing metric as over). The bench runs such a route again.
 */
export function missesPerformanceBudget(r: Pick<LighthouseRoute, 'scores' | 'lcpMs' | 'tbtMs' | 'cls'>): boolean {
  const over = (v: number | null, limit: number) => (v ?? Infinity) > limit;
  return (r.scores.performance ?? 0) < budgets.lighthouseScore || over(r.lcpMs, budgets.lcpMs) || over(r.tbtMs, budgets.tbtMs) || over(r.cls, budgets.cls);
}

export interface Sections {
  lighthouse?: LighthouseRoute[] | { error: string };
  bundles?: ({ path: string } & InitialBytes)[];
  axe?: AxeTarget[] | { error: string };
  html?: NuResult | { error: string };
  api?: ApiLoadResult | { error: string };
  db?: DialectResult[] | { error: string };
}

const notRun = (id: string, what: string, budget: string, why = 'not run'): BudgetCheck => ({ id, what, budget, measured: why, status: 'not run' });

function worstOf<T>(items: T[], value: (t: T) => number, higherIsWorse: boolean): T | undefined {
  return [...items].sort((a, b) => (higherIsWorse ? value(b) - value(a) : value(a) - value(b)))[0];
}

export function evaluate(s: Sections): BudgetCheck[] {
  const checks: BudgetCheck[] = [];

  // Lighthouse
  const lh = s.lighthouse;
  const lhCats = [
    ['performance', 'Lighthouse performance'],
    ['accessibility', 'Lighthouse accessibility'],
    ['best-practices', 'Lighthouse best practices'],
    ['seo', 'Lighthouse SEO'],
  ] as const;
  if (!lh || 'error' in lh) {
    const why = lh && 'error' in lh ? `error: ${lh.error}` : 'not run';
    for (const [c, what] of lhCats) checks.push(notRun(`lighthouse.${c}`, what, '100 on every public route', why));
    checks.push(notRun('lighthouse.lcp', 'LCP (lab, mobile)', `<= ${budgets.lcpMs} ms`, why));
    checks.push(notRun('lighthouse.tbt', 'TBT (lab, mobile)', `<= ${budgets.tbtMs} ms`, why));
    checks.push(notRun('lighthouse.cls', 'CLS (lab, mobile)', `<= ${budgets.cls}`, why));
  } else {
    for (const [c, what] of lhCats) {
      const score = (r: LighthouseRoute) => r.scores[c] ?? 0;
      const w = worstOf(lh, score, false);
      const misses = lh.filter((r) => score(r) < budgets.lighthouseScore).length;
      checks.push({
        id: `lighthouse.${c}`,
        what,
        budget: '100 on every public route',
        measured: w ? `min ${score(w)}` : '-',
        ...(w ? { worst: w.path } : {}),
        misses: `${misses}/${lh.length}`,
        status: misses === 0 && lh.length > 0 ? 'pass' : 'miss',
      });
    }
    const metric = (id: string, what: string, get: (r: LighthouseRoute) => number | null, limit: number, unit: string) => {
      const v = (r: LighthouseRoute) => get(r) ?? Infinity;
      const w = worstOf(lh, v, true);
      const misses = lh.filter((r) => v(r) > limit).length;
      checks.push({
        id,
        what,
        budget: `<= ${limit}${unit} on every public route`,
        measured: w ? `max ${get(w)}${unit}` : '-',
        ...(w ? { worst: w.path } : {}),
        misses: `${misses}/${lh.length}`,
        status: misses === 0 && lh.length > 0 ? 'pass' : 'miss',
      });
    };
    metric('lighthouse.lcp', 'LCP (lab, mobile)', (r) => r.lcpMs, budgets.lcpMs, ' ms');
    metric('lighthouse.tbt', 'TBT (lab, mobile)', (r) => r.tbtMs, budgets.tbtMs, ' ms');
    metric('lighthouse.cls', 'CLS (lab, mobile)', (r) => r.cls, budgets.cls, '');
  }

  // Initial JS
  if (!s.bundles) checks.push(notRun('bundle.initialJs', 'Initial JS (gzip)', `<= ${budgets.initialJsGzipBytes / 1000} KB`));
  else {
    const w = worstOf(s.bundles, (b) => b.jsGzip, true);
    const misses = s.bundles.filter((b) => b.jsGzip > budgets.initialJsGzipBytes).length;
    checks.push({
      id: 'bundle.initialJs',
      what: 'Initial JS (gzip)',
      budget: `<= ${budgets.initialJsGzipBytes / 1000} KB on every public route`,
      measured: w ? `max ${(w.jsGzip / 1000).toFixed(1)} KB` : '-',
      ...(w ? { worst: w.path } : {}),
      misses: `${misses}/${s.bundles.length}`,
      status: misses === 0 ? 'pass' : 'miss',
    });
  }

  // axe
  const axe = s.axe;
  if (!axe || 'error' in axe) checks.push(notRun('axe', 'axe violations', '0 on every route and modal', axe && 'error' in axe ? `error: ${axe.error}` : 'not run'));
  else {
    const bad = axe.filter((t) => t.violations.length > 0 || t.error);
    const total = axe.reduce((n, t) => n + t.violations.length, 0);
    const w = worstOf(axe, (t) => t.violations.length + (t.error ? 100 : 0), true);
    checks.push({
      id: 'axe',
      what: 'axe violations',
      budget: '0 on every route, admin page and modal',
      measured: `${total} violation(s)${axe.some((t) => t.error) ? `, ${axe.filter((t) => t.error).length} page(s) not checked` : ''}`,
      ...(w && bad.length ? { worst: w.name } : {}),
      misses: `${bad.length}/${axe.length}`,
      status: bad.length === 0 && axe.length > 0 ? 'pass' : 'miss',
    });
  }

  // Nu HTML checker
  const html = s.html;
  if (!html || 'error' in html || html.skipped) {
    checks.push(notRun('html', 'Nu HTML checker errors', '0 on every prerendered page', html && 'error' in html ? `error: ${html.error}` : (html as NuResult | undefined)?.skipped ?? 'not run'));
  } else {
    const w = worstOf(html.files, (f) => f.errors, true);
    const misses = html.files.filter((f) => f.errors > 0).length;
    checks.push({
      id: 'html',
      what: 'Nu HTML checker errors',
      budget: '0 on every prerendered page',
      measured: `${html.errors} error(s), ${html.warnings} warning(s)`,
      ...(w && w.errors ? { worst: w.file } : {}),
      misses: `${misses}/${html.files.length}`,
      status: misses === 0 ? 'pass' : 'miss',
    });
  }

  // API
  const api = s.api;
  if (!api || 'error' in api) {
    const why = api && 'error' in api ? `error: ${api.error}` : 'not run';
    checks.push(notRun('api.licenseStatus', 'GET /license-status vs hello-world', `>= ${budgets.licenseStatusRatio}x`, why));
    checks.push(notRun('api.contact', 'POST /api/contact vs hello-world', `>= ${budgets.contactRatio}x`, why));
    checks.push(notRun('api.errors', 'Errors under load', '0', why));
  } else {
    const ratio = (path: string, id: string, what: string, limit: number) => {
      const f = api.targets.find((t) => t.path === path);
      checks.push({
        id,
        what,
        budget: `>= ${limit}x`,
        measured: f ? `${f.ratio}x (${f.requestsPerSecond} req/s)` : 'missing',
        status: f && (f.ratio ?? 0) >= limit ? 'pass' : 'miss',
      });
    };
    ratio('/license-status', 'api.licenseStatus', 'GET /license-status vs hello-world', budgets.licenseStatusRatio);
    ratio('/api/contact', 'api.contact', 'POST /api/contact vs hello-world', budgets.contactRatio);
    const all = [...api.targets, ...api.baseline.runs];
    const errors = all.reduce((n, f) => n + f.errors + f.timeouts + f.non2xx, 0);
    const w = worstOf(all, (f) => f.errors + f.timeouts + f.non2xx, true);
    checks.push({
      id: 'api.errors',
      what: 'Errors under load (all targets)',
      budget: '0',
      measured: String(errors),
      ...(errors && w ? { worst: w.name } : {}),
      status: errors === 0 ? 'pass' : 'miss',
    });
  }

  // Database scale
  const db = s.db;
  for (const dialect of ['sqlite', 'postgres'] as const) {
    const id = `db.${dialect}`;
    const budget = `<= ${budgets.dbP95Ms} ms p95, every table and date filter`;
    const r = db && !('error' in db) ? db.find((d) => d.dialect === dialect) : undefined;
    const rows = r?.rows ? r.rows.toLocaleString('en-US') : '1,000,000';
    const what = `${rows} rows per table, list calls p95 (${dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'})`;
    if (!r || r.skipped) {
      checks.push(notRun(id, what, budget, db && 'error' in db ? `error: ${db.error}` : r?.skipped ?? 'not run'));
      continue;
    }
    const w = worstOf(r.calls, (c) => c.p95Ms, true);
    const misses = r.calls.filter((c) => c.p95Ms > budgets.dbP95Ms).length;
    checks.push({
      id,
      what,
      budget,
      measured: w ? `max p95 ${w.p95Ms} ms (p50 ${w.p50Ms} ms)` : '-',
      ...(w ? { worst: `${w.table} ${w.filter} ${w.call}` } : {}),
      misses: `${misses}/${r.calls.length}`,
      status: misses === 0 && r.calls.length > 0 ? 'pass' : 'miss',
    });
  }
  return checks;
}

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { log } from './lib/env';

interface NuMessage {
  type: string;
  subType?: string;
  message: string;
  line?: number;
  extract?: string;
}

export interface NuFile {
  file: string;
  errors: number;
  warnings: number;
  /** The first messages of each kind, enough to fix them. */
  messages: NuMessage[];
}

export interface NuResult {
  files: NuFile[];
  errors: number;
  warnings: number;
  ms: number;
  skipped?: string;
}

/** The vnu.jar that the vnu-jar package ships (bench workspace). */
function vnuJar(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('vnu-jar/package.json')), 'build/dist/vnu.jar');
}

/**
 * The Nu HTML Checker on every prerendered page (and the admin SPA shell) and the pages the server
 * renders (saved by lib/rendered-pages.ts), one Java run for all files:
 * `java -jar vnu.jar --format json --skip-non-html <files>`; it reports on stderr. A file is named by its
 * path in the build, or by `names` (a rendered page by its address).
 */
export async function runNuChecker(files: string[], webDist: string, names = new Map<string, string>()): Promise<NuResult> {
  const started = Date.now();
  const jar = vnuJar();
  if (!fs.existsSync(jar)) return { files: [], errors: 0, warnings: 0, ms: 0, skipped: `vnu.jar not found at ${jar}` };
  const java = process.env.JAVA ?? 'java';
  const { code, stderr } = await new Promise<{ code: number | null; stderr: string }>((resolve, reject) => {
    const child = spawn(java, ['-Xss4m', '-jar', jar, '--format', 'json', '--skip-non-html', ...files], { stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    child.stderr.setEncoding('utf8').on('data', (d: string) => (err += d));
    child.on('error', reject);
    child.on('close', (c) => resolve({ code: c, stderr: err }));
  }).catch((err: Error) => ({ code: null, stderr: `__spawn_error__ ${err.message}` }));
  if (stderr.startsWith('__spawn_error__')) return { files: [], errors: 0, warnings: 0, ms: 0, skipped: `Java is not runnable (${stderr.slice(16)}); install Java 17` };
  let parsed: { messages: (NuMessage & { url?: string; lastLine?: number })[] };
  try {
    parsed = JSON.parse(stderr) as typeof parsed;
  } catch {
    throw new Error(`The Nu checker did not answer JSON (exit ${code}): ${stderr.slice(0, 500)}`);
  }
  const byFile = new Map<string, NuFile>(files.map((f) => [f, { file: names.get(f) ?? path.relative(webDist, f), errors: 0, warnings: 0, messages: [] }]));
  for (const m of parsed.messages) {
    const file = m.url ? decodeURIComponent(m.url.replace(/^file:/, '')) : '';
    const entry = byFile.get(file) ?? byFile.get(path.resolve(file));
    if (!entry) continue;
    const isError = m.type === 'error' || m.type === 'non-document-error';
    const isWarning = m.type === 'info' && m.subType === 'warning';
    if (isError) entry.errors++;
    if (isWarning) entry.warnings++;
    if ((isError || isWarning) && entry.messages.length < 10) {
      entry.messages.push({
        type: isError ? 'error' : 'warning',
        message: m.message,
        ...(m.lastLine ? { line: m.lastLine } : {}),
        ...(m.extract ? { extract: m.extract.slice(0, 160) } : {}),
      });
    }
  }
  const all = [...byFile.values()];
  const errors = all.reduce((n, f) => n + f.errors, 0);
  const warnings = all.reduce((n, f) => n + f.warnings, 0);
  log(`  nu html checker: ${all.length} files, ${errors} error(s), ${warnings} warning(s)`);
  return { files: all, errors, warnings, ms: Date.now() - started };
}

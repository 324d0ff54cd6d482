// `node --import tsx --import ./scripts/brand-hook.mjs …`: the server run from its TypeScript sources
// (npm run dev, the server tests' child processes) reads the brand file BRAND_CONFIG names, as the
// builds do (docs/decisions/022-brand-configuration.md). Without BRAND_CONFIG it does nothing.
import { register } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isMainThread } from 'node:worker_threads';

const defaultUrl = pathToFileURL(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../brand/brand.json')).href;
let targetUrl;

if (isMainThread && process.env.BRAND_CONFIG) {
  // Checked once here, with the builds' one-line message on a bad file (tsx loads the TypeScript).
  const { brandConfigFile, loadBrandConfigOrExit } = await import('./brand-config.ts');
  loadBrandConfigOrExit(brandConfigFile());
  register(import.meta.url, { data: { target: pathToFileURL(brandConfigFile()).href } });
}

/** Runs in the loader thread: where brand/brand.json is to come from. */
export function initialize(data) {
  targetUrl = data?.target;
}

export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  return targetUrl && resolved.url === defaultUrl ? { ...resolved, url: targetUrl } : resolved;
}

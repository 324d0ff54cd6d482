import { runCli } from '../cli/run-cli';

/**
 * Runs one operator CLI command as a test would type it: its exit code and what it printed to each stream.
 * `stdin` is what the password reader answers (undefined: nothing on standard input).
 */
export async function cliRun(args: string[], env: Record<string, string>, stdin?: string): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await runCli(args, { env, out: (t) => (out += t), err: (t) => (err += t), readPassword: async () => stdin });
  return { code, out, err };
}

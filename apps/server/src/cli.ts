import readline from 'node:readline';
import { runCli } from './cli/run-cli';

/**
 * A password from a prompt without echo on a terminal, else the first line of standard input
 * (never from the command line: product §16, docs/decisions/027-admin-security.md).
 */
function readPassword(prompt: string): Promise<string | undefined> {
  const input = process.stdin;
  const tty = input.isTTY === true;
  return new Promise((resolve) => {
    const rl = readline.createInterface({ input, output: tty ? process.stderr : undefined, terminal: tty });
    if (tty) {
      process.stderr.write(prompt);
      // Echo nothing the user types; readline writes through this.
      (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = () => {};
    }
    let answered = false;
    rl.once('line', (line) => {
      answered = true;
      if (tty) process.stderr.write('\n');
      rl.close();
      resolve(line.replace(/\r$/, ''));
    });
    // Ctrl-C at the prompt gives up, like an empty standard input.
    rl.once('SIGINT', () => rl.close());
    rl.once('close', () => {
      if (!answered) resolve(undefined);
    });
  });
}

/** A yes/no question on a terminal; undefined when standard input is not one (scripts pass --yes). */
function confirm(question: string): Promise<boolean | undefined> {
  if (process.stdin.isTTY !== true) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    const rl = readline.createInterface({ input: process.stdin, output: process.stderr });
    rl.question(question, (answer) => {
      rl.close();
      resolve(/^y(es)?$/i.test(answer.trim()));
    });
    rl.once('SIGINT', () => {
      rl.close();
      resolve(false);
    });
  });
}

// Operator CLI: `npm run cli -- <command>` (product §16).
runCli(process.argv.slice(2), {
  env: process.env,
  out: (t) => process.stdout.write(t),
  err: (t) => process.stderr.write(t),
  readPassword,
  confirm,
}).then((code) => {
  process.exitCode = code;
});

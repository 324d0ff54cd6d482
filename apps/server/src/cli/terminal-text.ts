/**
 * C0 controls except tab and newline (a CR only as part of CRLF, the CSV line end), DEL, and C1 controls.
 * ESC and the C1 CSI start the sequences that retitle, clear or rewrite a terminal; a lone CR rewrites a line.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const TERMINAL_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|\r(?!\n)/g;

/**
 * Text as the CLI prints it: stored names, e-mails and questions reach the operator's terminal without
 * the control characters a visitor could have typed into them (docs/decisions/028-security-test-findings.md).
 * A file written with --out keeps the stored data exactly.
 */
export function terminalSafe(text: string): string {
  return text.replace(TERMINAL_CONTROL, '');
}

/** The CLI's output streams with every line made terminal-safe: the one boundary where stored text is printed. */
export function terminalIo<T extends { out: (text: string) => void; err: (text: string) => void }>(io: T): T {
  return { ...io, out: (text: string) => io.out(terminalSafe(text)), err: (text: string) => io.err(terminalSafe(text)) };
}

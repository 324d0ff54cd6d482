import { expect } from 'vitest';

/**
 * What the CLI printed holds no control character but the CRLF of a CSV line end: stored text cannot
 * drive the operator's terminal (docs/decisions/028-security-test-findings.md).
 */
export function expectNoTerminalControls(printed: string) {
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  expect(printed.replace(/\r\n/g, '\n')).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
}

import { createConfig, lintFromString } from '@redocly/openapi-core';

export interface LintProblem {
  severity: string;
  ruleId: string;
  message: string;
  where: string;
}

/** Lints an OpenAPI document with Redocly's recommended rules (product §15: both documents pass). */
export async function lintOpenApi(document: unknown): Promise<LintProblem[]> {
  const config = await createConfig({ extends: ['recommended'] });
  const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: 'openapi.json', config });
  return problems.map((p) => ({
    severity: p.severity,
    ruleId: p.ruleId,
    message: p.message,
    where: p.location.map((l) => l.pointer ?? '').join(' '),
  }));
}

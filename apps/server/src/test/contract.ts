import { messagingOpenApi } from '@tarang/shared/messaging-openapi';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import OpenAPIBackend, { type Document } from 'openapi-backend';

// The API documents are contracts (docs/decisions/042-api-contracts.md): every answer an API test gets is
// checked against the document that describes its call, with openapi-backend (its router and Ajv).

/** One answer that the document does not describe. */
interface ContractMismatch {
  call: string;
  status: number;
  problem: string;
}

type Api = { backend: OpenAPIBackend; prefix: string };

async function apiOf(definition: Document, prefix = ''): Promise<Api> {
  const backend = new OpenAPIBackend({ definition: structuredClone(definition), quick: true, validate: true, strict: false, ajvOpts: { strict: false, allErrors: true } });
  await backend.init();
  return { backend, prefix };
}

/** The two documents of a running app: the site's own and the messaging API's (test mode answers it under its base path). */
async function contractOf(app: FastifyInstance) {
  const site = await apiOf(app.swagger() as unknown as Document);
  const messagingDoc = messagingOpenApi() as unknown as Document;
  const messaging = await apiOf(messagingDoc);
  const testBase = (await import('@tarang/shared/messaging-api')).TEST_BASE_PATH;

  /** What is wrong with `response` to `request` by the document that describes the call; [] when right or undocumented. */
  return function check(request: { method: string; url: string }, response: LightMyRequestResponse): ContractMismatch[] {
    const [rawPath = '/', query = ''] = request.url.split('?', 2);
    const method = request.method.toLowerCase();
    const inTestMode = rawPath.startsWith(`${testBase}/`);
    const api = inTestMode ? messaging : site;
    const path = inTestMode ? rawPath.slice(testBase.length) : rawPath;
    const operation = api.backend.router.matchOperation({ method, path, query, headers: {} });
    if (!operation) return [];
    const call = `${request.method} ${operation.path}`;
    const status = response.statusCode;
    const responses = (operation.responses ?? {}) as Record<string, { content?: Record<string, unknown> }>;
    const documented = responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default;
    if (!documented) return [{ call, status, problem: `status ${status} is not documented (documented: ${Object.keys(responses).join(', ')})` }];
    const contentTypes = Object.keys(documented.content ?? {});
    const type = String(response.headers['content-type'] ?? '').split(';')[0]!.trim();
    if (contentTypes.length === 0) return [];
    if (!contentTypes.includes(type)) return [{ call, status, problem: `answered ${type || 'no content type'} where the document says ${contentTypes.join(' or ')}` }];
    if (type !== 'application/json') return [];
    let body: unknown;
    try {
      body = response.json();
    } catch {
      return [{ call, status, problem: 'the body is not JSON' }];
    }
    const result = api.backend.validator.validateResponse(body, operation, status);
    return result.valid ? [] : (result.errors ?? []).map((e) => ({ call, status, problem: `${e.instancePath || '(body)'} ${e.message ?? ''}`.trim() }));
  };
}

type ContractCheck = Awaited<ReturnType<typeof contractOf>>;

/**
 * Wraps `app.inject` so that every answer is checked against the documents; a mismatch fails the call
 * that got it, naming the operation and what differs.
 */
export async function checkedByContract(app: FastifyInstance): Promise<void> {
  let check: ContractCheck | undefined;
  const inject = app.inject.bind(app) as (options: InjectOptions | string) => Promise<LightMyRequestResponse>;
  (app as unknown as { inject: (options: InjectOptions | string) => Promise<LightMyRequestResponse> }).inject = async (options) => {
    const response = await inject(options);
    const request = typeof options === 'string' ? { method: 'GET', url: options } : { method: String(options.method ?? 'GET'), url: String(options.url ?? options.path ?? '/') };
    check ??= await contractOf(app);
    const mismatches = check(request, response);
    if (mismatches.length > 0) {
      throw new Error(`The answer differs from the API document:\n${mismatches.map((m) => `  ${m.call} → ${m.status}: ${m.problem}`).join('\n')}`);
    }
    return response;
  };
}

import type fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { AuthChoice, BodySpec } from '../inputs';
import type { AnswerKind } from '../invariants';

// What a fuzz target is, and the accounts and keys fuzz-suite.ts sets up before any target runs
// (docs/decisions/011-hardening.md).

/** A second admin the management targets may disable, enable and sign out (never the fuzzing admin). */
export const OTHER_ADMIN = { email: 'fuzz-other-admin@example.com', password: 'another-long-pass' };
export const LICENCE_KEY = 'fuzz licence key 2026';
export const ADMIN = { email: 'fuzz-admin@example.com', password: 'a-long-admin-pass' };
export const USER = { name: 'Fuzz Visitor', email: 'fuzz-visitor@example.com', password: 'secret1' };
/** The visitor's test key (docs/decisions/034-test-mode.md), stored in the before hook. */
export const TEST_KEY = `tk_test_${'f'.repeat(43)}`;

export interface RequestSpec {
  method: string;
  path: string;
  query?: [string, string][];
  auth: AuthChoice;
  headers: Record<string, string>;
  contentType?: string | undefined;
  body: BodySpec;
}

export interface Context {
  app: FastifyInstance;
  tokens: { admin: string; user: string };
}

export interface Target {
  /** 'POST /api/contact'; the OpenAPI path and method it covers. */
  name: string;
  covers: string[];
  requests: fc.Arbitrary<RequestSpec>;
  /** Statuses this route may answer. */
  allowed: number[];
  /** May a successful answer change stored state? (A refused one never may.) */
  writes?: boolean;
  /** Logout routes consume the token they are given: they get freshly made sessions instead of the shared ones. */
  consumesToken?: boolean;
  kind?: AnswerKind;
  /** Requests that pass validation spend an argon2 hash (about 40 ms of CPU). */
  argon2?: boolean;
  /** Run once before the target's properties. */
  before?: (ctx: Context) => Promise<void>;
  /** The schema as a model: extra problems with this answer. */
  model?: (spec: RequestSpec, res: LightMyRequestResponse, ctx: Context) => Promise<string[]>;
}

import { z } from './zod';
import { underId } from './paths';

/**
 * Lead intake keys (docs/product.md §15, docs/decisions/041-lead-intake-keys.md): the company's other
 * systems send demo requests and contact questions server to server with a key instead of the public
 * forms' bot check. The server, the dashboard, the CLI and the OpenAPI document read this one contract.
 */

/** Every intake key starts so, so a leaked one is recognisable in a log or a code search. */
export const INTAKE_KEY_PREFIX = 'tci_';
/** A key as issued: the prefix and 32 random bytes in base64url (43 characters). */
export const INTAKE_KEY_PATTERN = /^tci_[A-Za-z0-9_-]{43}$/;
export const INTAKE_KEY_NAME_MAX = 60;

/** Leads sent with a key carry this source, so the dashboard's source filter finds them. */
export const intakeSource = (keyName: string) => `intake:${keyName}`;

export const intakeMessages = {
  nameRequired: 'Enter a name for the key, such as the system that will use it.',
  nameTooLong: `The name is at most ${INTAKE_KEY_NAME_MAX} characters.`,
  nameInvalid: 'The name cannot hold control characters.',
  nameTaken: 'A key with this name is already in use. Revoke it first or choose another name.',
  notFound: 'No such intake key.',
  created: 'Intake key created.',
  revoked: 'Intake key revoked.',
  alreadyRevoked: 'This intake key was already revoked.',
  keyMissing: 'Send a lead intake key as "Authorization: Bearer tci_…".',
  keyUnknown: 'This lead intake key is not valid.',
  keyRevoked: 'This lead intake key was revoked.',
  received: 'Lead received.',
} as const;

/** A key's name: what an admin calls the system that holds it, and the lead source it sets. */
export const intakeKeyNameSchema = z
  .string({ error: intakeMessages.nameRequired })
  .trim()
  .min(1, intakeMessages.nameRequired)
  .max(INTAKE_KEY_NAME_MAX, intakeMessages.nameTooLong)
  // Control characters and bidi overrides would reach the lists, CSV exports and the operator's terminal.
  // eslint-disable-next-line no-control-regex
  .refine((name) => !/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/.test(name), intakeMessages.nameInvalid);

export const intakeKeyCreateSchema = z.object({ name: intakeKeyNameSchema });
export type IntakeKeyCreate = z.output<typeof intakeKeyCreateSchema>;

export const intakeKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The first characters, enough to tell keys apart, never to use one. */
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type IntakeKey = z.output<typeof intakeKeySchema>;

/** The answer to a create: the only time the key itself is shown. */
export const intakeKeyCreatedSchema = intakeKeySchema.extend({ key: z.string() });
export type IntakeKeyCreated = z.output<typeof intakeKeyCreatedSchema>;

/** What an intake call answers once the lead is stored: its id, for the sending system's own records. */
export const intakeReceiptSchema = z.object({ id: z.number().int(), message: z.string() });
export type IntakeReceipt = z.output<typeof intakeReceiptSchema>;

const INTAKE_KEYS_BASE = '/api/admin/intake-keys';
export const intakePaths = {
  /** POST a demo request with a key: the demo form's body. */
  demo: '/api/intake/demo',
  /** POST a contact question with a key: the contact form's body. */
  contact: '/api/intake/contact',
  /** GET the keys (revoked ones too), POST a new one. */
  keys: INTAKE_KEYS_BASE,
  /** POST: revoke one key; it stops working at once. */
  revoke: underId(INTAKE_KEYS_BASE, '/revoke'),
} as const;

/** An example key in the documentation and on the dashboard: the right form, never a real one. */
export const EXAMPLE_INTAKE_KEY = `${INTAKE_KEY_PREFIX}${'x'.repeat(43)}`;

/** The example bodies the OpenAPI document and the dashboard show; both pass the forms' schemas. */
export const intakeExamples = {
  demo: {
    name: 'Kavya Menon',
    email: 'kavya@monsoonfoods.example',
    contact: '9876543210',
    businessname: 'Monsoon Foods Pvt Ltd',
    jobfunction: 'support',
    lookingfor: 'WHATSAPP API',
    message: 'Met your team at the Mumbai expo; we send order updates to 50,000 customers a month.',
  },
  contact: {
    name: 'Rohan Iyer',
    email: 'rohan@partner.example',
    contact: '9812345678',
    question: 'Our customers ask about DLT registration for promotional SMS. Can you help?',
  },
} as const;

import { z } from './zod';

// Working a lead: status, owner, notes, history and first-party attribution (docs/product.md "Beyond
// the spec: the sales back office"; docs/decisions/032-lead-pipeline-and-attribution.md).

export const leadStatuses = ['new', 'contacted', 'qualified', 'unqualified', 'won', 'lost'] as const;
export type LeadStatus = (typeof leadStatuses)[number];

export const leadStatusLabels: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  unqualified: 'Unqualified',
  won: 'Won',
  lost: 'Lost',
};

/** The lead tables, as the dashboard names them. */
export const leadTables = ['contacts', 'demos'] as const;
export type LeadTable = (typeof leadTables)[number];

export const leadMessages = {
  notFound: 'No such lead.',
  reasonRequired: 'Give a reason when a lead is Unqualified.',
  reasonTooLong: 'The reason is at most 500 characters.',
  statusInvalid: 'Choose New, Contacted, Qualified, Unqualified, Won or Lost.',
  ownerInvalid: 'The owner must be an active administrator.',
  nothingToChange: 'Change the status or the owner.',
  noteRequired: 'Write a note.',
  noteTooLong: 'A note is at most 5000 characters.',
  statusSaved: 'Status saved.',
  ownerSaved: 'Owner saved.',
  noteAdded: 'Note added.',
} as const;

/** Attribution values are bounded where they are captured and where they are stored. */
export const ATTRIBUTION_VALUE_MAX = 200;

/** The UTM parameters recorded, in the order they are shown and exported. */
export const utmFields = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export type UtmField = (typeof utmFields)[number];

const bounded = z.string().max(ATTRIBUTION_VALUE_MAX);
/** Each UTM parameter of `utmFields`, in its order: optional and bounded. */
const utmShape = Object.fromEntries(utmFields.map((field) => [field, bounded.optional()])) as Record<UtmField, z.ZodOptional<typeof bounded>>;

/** One attributed visit: where the browser landed, from where, and the campaign's UTM values. */
export const attributionVisitSchema = z.object({
  /** Landing path on this site ('/services/sms'), without the query. */
  landing: bounded.optional(),
  /** The other site the visitor came from: origin and path, never its query. */
  referrer: bounded.optional(),
  at: bounded.optional(),
  ...utmShape,
});
export type AttributionVisit = z.output<typeof attributionVisitSchema>;

/** What a lead, sign-up or subscription records: the session's first and latest visit, and the form's page. */
export const attributionSchema = z.object({
  first: attributionVisitSchema.optional(),
  latest: attributionVisitSchema.optional(),
  /** The same-site page the form was sent from (path only). */
  formPage: bounded.optional(),
});
export type Attribution = z.output<typeof attributionSchema>;

/** The lead fields the lists answer beside each table's own (contacts, demos). */
export const leadWorkFieldsSchema = z.object({
  status: z.enum(leadStatuses),
  ownerId: z.number().int().nullable(),
  utmSource: z.string().nullable(),
  utmCampaign: z.string().nullable(),
});
export type LeadWorkFields = z.output<typeof leadWorkFieldsSchema>;

/**
 * Beside a lead's number as stored (`contact`), the same number in E.164 ('+919876543210'), or null when
 * it cannot be read as one valid number (docs/decisions/040-phone-numbers-in-e164.md).
 */
export const leadPhoneFieldsSchema = z.object({ contactE164: z.string().nullable() });
export type LeadPhoneFields = z.output<typeof leadPhoneFieldsSchema>;

export const leadEventKinds = ['created', 'status', 'owner', 'note', 'not-spam'] as const;
export type LeadEventKind = (typeof leadEventKinds)[number];

export const leadEventSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  kind: z.enum(leadEventKinds),
  /** The admin's e-mail at the time; null for the visitor's own submission. */
  actor: z.string().nullable(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  /** A note's text or an Unqualified reason. */
  text: z.string().nullable(),
});
export type LeadEvent = z.output<typeof leadEventSchema>;

export const leadDetailSchema = z.object({
  table: z.enum(leadTables),
  id: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string().nullable(),
  status: z.enum(leadStatuses),
  statusReason: z.string().nullable(),
  owner: z.object({ id: z.number().int(), email: z.string(), name: z.string().nullable() }).nullable(),
  spam: z.boolean(),
  /** Every field the visitor sent, in the form's order: label and value (the number in E.164 after it as typed, when it can be read). */
  fields: z.array(z.tuple([z.string(), z.string()])),
  ...leadPhoneFieldsSchema.shape,
  attribution: attributionSchema.nullable(),
  /** Oldest first. */
  history: z.array(leadEventSchema),
});
export type LeadDetail = z.output<typeof leadDetailSchema>;

const idParam = z.coerce
  .number({ error: 'The lead id must be a whole number.' })
  .int('The lead id must be a whole number.')
  .min(1, 'The lead id must be a whole number.')
  .max(2 ** 31 - 1, leadMessages.notFound);

export const leadParamsSchema = z.object({
  table: z.enum(leadTables, { error: 'Name contacts or demos.' }),
  id: idParam,
});

/** PATCH: a new status (Unqualified needs a reason), a new owner (null: unassigned), or both. */
export const leadUpdateSchema = z
  .object({
    status: z.enum(leadStatuses, { error: leadMessages.statusInvalid }).optional(),
    reason: z.string({ error: leadMessages.reasonRequired }).trim().max(500, leadMessages.reasonTooLong).optional(),
    ownerId: z.number({ error: leadMessages.ownerInvalid }).int(leadMessages.ownerInvalid).min(1, leadMessages.ownerInvalid).max(2 ** 31 - 1, leadMessages.ownerInvalid).nullable().optional(),
  })
  .superRefine((body, ctx) => {
    if (body.status === undefined && body.ownerId === undefined) ctx.addIssue({ code: 'custom', path: ['status'], message: leadMessages.nothingToChange });
    if (body.status === 'unqualified' && !body.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: leadMessages.reasonRequired });
  });
export type LeadUpdate = z.output<typeof leadUpdateSchema>;

export const leadNoteSchema = z.object({
  text: z.string({ error: leadMessages.noteRequired }).trim().min(1, leadMessages.noteRequired).max(5000, leadMessages.noteTooLong),
});
export type LeadNote = z.output<typeof leadNoteSchema>;

/** How many leads arrived since the admin's previous visit (non-spam), per table. */
export const leadVisitSchema = z.object({
  /** The previous visit; null on an admin's first. */
  since: z.string().nullable(),
  contacts: z.number().int(),
  demos: z.number().int(),
});
export type LeadVisit = z.output<typeof leadVisitSchema>;

/** The list calls' lead filters: `owner` is an admin's id or 'unassigned'. */
export const LEAD_OWNER_UNASSIGNED = 'unassigned';

export const leadPaths = {
  /** GET: the lead in full, its history and attribution. PATCH {status, reason, ownerId}. */
  lead: '/api/admin/leads/:table/:id',
  /** POST {text}: a note. */
  notes: '/api/admin/leads/:table/:id/notes',
  /** POST: the leads new since this admin's previous visit; this visit becomes the previous one. */
  visit: '/api/admin/leads/visit',
} as const;

export const leadPath = (table: LeadTable, id: number) => `/api/admin/leads/${table}/${id}`;

/** How a lead's attribution reads, on the lead panel and in the sales inbox's e-mail alike. */
export const attributionText = {
  title: 'Where it came from',
  first: 'First visit',
  latest: 'Latest visit',
  formPage: 'Form sent from',
  none: 'Not recorded: the visitor came straight to the site, or before attribution was kept.',
} as const;

const utmLabels: Record<UtmField, string> = {
  utm_source: 'UTM source',
  utm_medium: 'UTM medium',
  utm_campaign: 'UTM campaign',
  utm_term: 'UTM term',
  utm_content: 'UTM content',
};

/** One visit as label and value pairs, those it did not record left out: landing page, referrer, the UTM values. */
export function attributionVisitRows(visit: AttributionVisit | undefined): [string, string][] {
  if (!visit) return [];
  const rows: [string, string | undefined][] = [['Landing page', visit.landing], ['Referrer', visit.referrer], ...utmFields.map((f): [string, string | undefined] => [utmLabels[f], visit[f]])];
  return rows.filter((r): r is [string, string] => Boolean(r[1]));
}

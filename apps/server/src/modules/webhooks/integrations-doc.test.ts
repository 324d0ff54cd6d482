import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { contactRecordSchema } from '@tarang/shared/contact';
import { demoRecordSchema } from '@tarang/shared/demo';
import { leadPhoneFieldsSchema } from '@tarang/shared/leads';
import { webhookDataSchemas, webhookEnvelopeSchema, webhookEvents, type WebhookEventType } from '@tarang/shared/webhooks';
import { describe, expect, test } from 'vitest';

const doc = fs.readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../docs/integrations.md'), 'utf8');

/** Each payload example: the event named in its heading (#### `type` ...) and the JSON block under it. */
const examples = [...doc.matchAll(/^#### `([a-z._]+)`[^\n]*\n[\s\S]*?```json\n([\s\S]*?)```/gm)].map(([, type, json]) => ({ type: type!, payload: JSON.parse(json!) as unknown }));

// docs/decisions/033-webhooks.md: docs/integrations.md's payloads are what the server sends, so the doc cannot drift.
describe('docs/integrations.md', () => {
  test('has an example of every event, the test event included', () => {
    expect(new Set(examples.map((e) => e.type))).toEqual(new Set<string>([...webhookEvents, 'webhook.test']));
  });

  test.each(examples)('the $type example is the envelope and data the schemas describe, field for field', ({ type, payload }) => {
    const envelope = webhookEnvelopeSchema.parse(payload);
    expect(envelope.type).toBe(type);
    expect(new Date(envelope.timestamp).toISOString()).toBe(envelope.timestamp);
    // Parsing drops what a schema does not know, so equality also proves the example adds nothing.
    expect(webhookDataSchemas[type as WebhookEventType].parse(envelope.data)).toEqual(envelope.data);
  });

  test('the lead examples carry every field of a stored demo request and contact question, and the number in E.164', () => {
    const leads = examples.filter((e) => e.type.startsWith('lead.')).map((e) => webhookEnvelopeSchema.parse(e.payload).data);
    const demo = leads.find((d) => d.source === 'demo')!;
    const contact = leads.find((d) => d.source === 'contact')!;
    const phone = Object.keys(leadPhoneFieldsSchema.shape);
    expect(Object.keys(demo).sort()).toEqual([...Object.keys(demoRecordSchema.shape), ...phone, 'source'].sort());
    expect(demoRecordSchema.parse(demo)).toMatchObject({ id: demo.id });
    expect(Object.keys(contact).sort()).toEqual([...Object.keys(contactRecordSchema.shape), ...phone, 'source'].sort());
    expect(contactRecordSchema.parse(contact)).toMatchObject({ id: contact.id });
  });
});

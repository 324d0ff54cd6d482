import { describe, expect, test } from 'vitest';
import { docGroups } from '../../content/api-docs';
import { chooseGroup, chooseItem, initialSelection, selectionFromUrl, selectionHref, showGuide } from './doc-selection';

describe('API docs selection (product §4)', () => {
  test('nothing is selected at first, so the guide shows', () => {
    expect(initialSelection).toEqual({ selected: null, open: null });
  });

  test('choosing a group opens its items and selects it', () => {
    expect(chooseGroup(initialSelection, 'sms')).toEqual({ selected: 'sms', open: 'sms' });
  });

  test('choosing the same group again collapses its items but it stays selected', () => {
    const once = chooseGroup(initialSelection, 'sms');
    expect(chooseGroup(once, 'sms')).toEqual({ selected: 'sms', open: null });
    // A third time opens it again.
    expect(chooseGroup(chooseGroup(once, 'sms'), 'sms')).toEqual({ selected: 'sms', open: 'sms' });
  });

  test('choosing another group selects it and opens only its items', () => {
    const sms = chooseGroup(initialSelection, 'sms');
    expect(chooseGroup(sms, 'voice')).toEqual({ selected: 'voice', open: 'voice' });
  });

  test('choosing an item selects its group and keeps it open; the guide keeps what is open', () => {
    expect(chooseItem({ selected: 'sms', open: null }, 'sms')).toEqual({ selected: 'sms', open: 'sms' });
    expect(showGuide({ selected: 'sms', open: 'sms' })).toEqual({ selected: null, open: 'sms' });
  });
});

describe('API docs URLs', () => {
  test('a shared link names the service and the item', () => {
    expect(selectionHref('sms', 'send-sms')).toBe('?service=sms#send-sms');
    expect(selectionHref(null)).toBe('');
    expect(selectionFromUrl('?service=sms', '#send-sms', docGroups)).toEqual({ selected: 'sms', open: 'sms', target: 'send-sms' });
  });

  test('an item in the hash is enough, and unknown services fall back to the guide', () => {
    expect(selectionFromUrl('', '#voice-logs', docGroups)).toMatchObject({ selected: 'voice', open: 'voice' });
    expect(selectionFromUrl('?service=nope', '', docGroups)).toMatchObject({ selected: null, open: null });
    expect(selectionFromUrl('?service=SMS', '', docGroups)).toMatchObject({ selected: 'sms' });
  });

  test('every menu group and item of product §2 is there, with the product §13 mends', () => {
    expect(docGroups.map((g) => g.label)).toEqual(['SMS', 'VOICE', 'OTP SMS', 'CHATBOT', 'MASS MAILING', 'RCS-SMS', 'Whatsapp']);
    const items = Object.fromEntries(docGroups.map((g) => [g.label, g.items.map((i) => i.label)]));
    expect(items.SMS).toEqual(['Send SMS', 'Add TEMPLATE', 'Get TEMPLATE Detail', 'Mark Default', 'SMS Logs', 'SMS Analytics']);
    expect(items.VOICE).toEqual(['Send Voice', 'Voice Logs']);
    expect(items['OTP SMS']).toEqual(['Send OTP', 'Verify OTP', 'Resend OTP', 'Edit OTP Template', 'OTP Analytics']);
    expect(items.CHATBOT).toHaveLength(4);
    expect(items['MASS MAILING']).toEqual(['Email Validation', 'Send Email', 'Create Template', 'Get Email Templates', 'Template Version Detail']);
    expect(items['RCS-SMS']).toEqual(['Calendar Event', 'Carousel', 'Dial', 'Media', 'Rich Card', 'Template', 'Text']);
    expect(items.Whatsapp).toEqual([
      'Send WhatsApp Message',
      'WhatsApp Logs',
      'Create Template',
      'Send Whatsapp Template',
      'Fetch number',
      'Multiple Product Catalog',
    ]);
  });
});

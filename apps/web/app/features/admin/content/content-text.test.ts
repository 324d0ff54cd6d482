import { describe, expect, test } from 'vitest';
import { comparableText, inFuture, instantToZonedInput, lengthHint, parseTags, statusSentence, statusTime, zonedInputToInstant } from './content-text';

describe('the schedule’s date-time in the admin’s zone', () => {
  test.each([
    { input: '2026-11-29T18:30', zone: 'Asia/Kolkata', iso: '2026-11-29T13:00:00.000Z' },
    { input: '2026-07-01T09:00', zone: 'America/New_York', iso: '2026-07-01T13:00:00.000Z' },
    { input: '2026-01-15T09:00', zone: 'America/New_York', iso: '2026-01-15T14:00:00.000Z' },
    // The day London's clocks go back: 01:30 happens twice; the first (summer time) is meant.
    { input: '2026-10-25T01:30', zone: 'Europe/London', iso: '2026-10-25T00:30:00.000Z' },
    // The spring-forward gap (02:30 does not exist in New York): read with the offset from before it.
    { input: '2026-03-08T02:30', zone: 'America/New_York', iso: '2026-03-08T07:30:00.000Z' },
  ])('$input in $zone is $iso', ({ input, zone, iso }) => {
    expect(zonedInputToInstant(input, zone)).toBe(iso);
  });

  test('an instant reads back as the input it came from', () => {
    expect(instantToZonedInput('2026-11-29T13:00:00.000Z', 'Asia/Kolkata')).toBe('2026-11-29T18:30');
    expect(instantToZonedInput('2026-07-01T13:00:00Z', 'America/New_York')).toBe('2026-07-01T09:00');
  });

  test('what is not a date-time gives nothing', () => {
    expect(zonedInputToInstant('', 'UTC')).toBeUndefined();
    expect(zonedInputToInstant('tomorrow', 'UTC')).toBeUndefined();
    expect(instantToZonedInput('never', 'UTC')).toBe('');
  });

  test('only a later instant is in the future', () => {
    const now = new Date('2026-11-29T12:00:00Z');
    expect(inFuture('2026-11-29T12:02:00Z', now)).toBe(true);
    expect(inFuture('2026-11-29T12:00:00Z', now)).toBe(false);
    expect(inFuture('2026-11-29T11:59:00Z', now)).toBe(false);
  });
});

describe('the editor’s words', () => {
  test('length hints count characters and say whether they are in range', () => {
    expect(lengthHint('x'.repeat(52), 50, 160)).toEqual({ text: '52 of 50–160 characters', within: true });
    expect(lengthHint('short', 50, 160)).toEqual({ text: '5 of 50–160 characters', within: false });
    // An emoji is one character to a reader.
    expect(lengthHint('👍', 0, 60)).toEqual({ text: '1 of up to 60 characters', within: true });
  });

  test('tags are split at commas, trimmed, without empty or repeated ones', () => {
    expect(parseTags(' sms, dlt ,, otp,sms ')).toEqual(['sms', 'dlt', 'otp']);
    expect(parseTags('')).toEqual([]);
  });

  test('the status time and sentence follow the status', () => {
    const times = { publishAt: '2026-12-01T03:30:00Z', publishedAt: '2026-11-20T04:30:00Z' };
    expect(statusTime({ status: 'draft', ...times })).toBeNull();
    expect(statusTime({ status: 'scheduled', ...times })).toBe(times.publishAt);
    expect(statusTime({ status: 'published', ...times })).toBe(times.publishedAt);
    expect(statusSentence({ status: 'scheduled', ...times }, 'Asia/Kolkata')).toBe('Scheduled for 01 Dec 2026 09:00 AM');
    expect(statusSentence({ status: 'published', ...times }, 'Asia/Kolkata')).toBe('Published 20 Nov 2026 10:00 AM');
    expect(statusSentence({ status: 'draft', ...times }, 'UTC')).toBe('Draft: not on the site');
  });

  test('a revision compares as its fields, then its body', () => {
    expect(comparableText({ title: 'T', slug: 't', description: 'D', tags: ['a', 'b'], body: 'Line 1\nLine 2' })).toBe('Title: T\nSlug: t\nDescription: D\nTags: a, b\n\nLine 1\nLine 2');
  });
});

import { describe, expect, test } from 'vitest';
import { csvFileName } from './csv-file-name';

describe('the exported file name', () => {
  test('says the table and that it holds all time, as of today', () => {
    expect(csvFileName('contacts', {}, '2026-11-21')).toBe('contacts-all-time-2026-11-21.csv');
  });

  test('names the first and last day of a period', () => {
    expect(csvFileName('demos', { from: '2026-11-01', to: '2026-11-30' }, '2026-11-21')).toBe('demos-2026-11-01-to-2026-11-30.csv');
  });

  test('names one day once', () => {
    expect(csvFileName('users', { from: '2026-11-21', to: '2026-11-21' }, '2026-11-21')).toBe('users-2026-11-21.csv');
  });

  test('says an open side of a custom range', () => {
    expect(csvFileName('users', { from: '2026-11-01' }, '2026-11-21')).toBe('users-from-2026-11-01.csv');
    expect(csvFileName('users', { to: '2026-11-01' }, '2026-11-21')).toBe('users-until-2026-11-01.csv');
  });

  test('adds the search, reduced to safe characters', () => {
    expect(csvFileName('contacts', {}, '2026-11-21', '  Rāvi / Kumar?* ')).toBe('contacts-all-time-2026-11-21-matching-ravi-kumar.csv');
    expect(csvFileName('contacts', {}, '2026-11-21', '***')).toBe('contacts-all-time-2026-11-21.csv');
  });
});

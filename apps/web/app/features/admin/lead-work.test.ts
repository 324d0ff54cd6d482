import { describe, expect, test } from 'vitest';
import { leadInUrl } from './lead-panel';
import { adminLabel } from './lead-work';

const admin = { id: 2, name: null, email: 'sales@example.com', createdAt: '2026-11-01T00:00:00.000Z', disabled: false, mfaEnrolled: true, activeSessions: 1, you: false };

describe('the open lead in the URL', () => {
  test('?lead=demos:123 names a demo request; anything else names none', () => {
    expect(leadInUrl('?lead=demos:123')).toEqual({ table: 'demos', id: 123 });
    expect(leadInUrl('?tab=x&lead=contacts%3A7#top')).toEqual({ table: 'contacts', id: 7 });
    for (const state of [null, '', '?lead=users:1', '?lead=demos:0', '?lead=demos:abc', '?lead=demos:12345678901', '?lead=demos']) {
      expect(leadInUrl(state)).toBeUndefined();
    }
  });

  test('an owner reads as their name or e-mail; none reads Unassigned', () => {
    expect(adminLabel([admin], 2)).toBe('sales@example.com');
    expect(adminLabel([{ ...admin, name: 'Sales' }], 2)).toBe('Sales');
    expect(adminLabel([admin], null)).toBe('Unassigned');
    expect(adminLabel([], 9)).toBe('Admin #9');
  });
});

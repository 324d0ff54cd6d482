import { describe, expect, test } from 'vitest';
import { dashboardPathFrom, leadInSearch, loginPathFrom } from './lead-link';

describe('a link to one lead survives the login', () => {
  test('a signed-out admin who opens a lead link is sent to the login page with the lead, and from there to the dashboard on that lead', () => {
    expect(loginPathFrom('?lead=demos:12')).toBe('/admin/login?lead=demos:12');
    expect(dashboardPathFrom('?lead=demos%3A12')).toBe('/admin/dashboard?lead=demos:12');
    expect(loginPathFrom('?tab=spam&lead=contacts:7')).toBe('/admin/login?lead=contacts:7');
  });

  test('without a lead, or with anything else in its place, the login leads to the plain dashboard', () => {
    for (const search of ['', '?lead=users:1', '?lead=demos:0', '?lead=demos:1%0Ax', '?lead=//evil.example', '?next=https://evil.example']) {
      expect(leadInSearch(search)).toBeUndefined();
      expect(loginPathFrom(search)).toBe('/admin/login');
      expect(dashboardPathFrom(search)).toBe('/admin/dashboard');
    }
  });
});

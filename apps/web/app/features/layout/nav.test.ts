import { describe, expect, test } from 'vitest';
import { publicPaths } from '../../config/routes';
import { serviceNav } from '../../content/services';
import { footerContent, mainLinks, resourceLinks, serviceLinks, supportLinks } from './nav';

describe('the shell navigation', () => {
  test('lists the same service pages, names and order as the service sub-navigation', () => {
    expect(serviceLinks).toEqual(serviceNav.map((s) => ({ label: s.name, to: s.link })));
  });

  test('links only to pages that exist', () => {
    const known = new Set(publicPaths.map((p) => p.toLowerCase()));
    const links = [
      ...serviceLinks,
      ...mainLinks,
      ...resourceLinks,
      supportLinks.helpCenter,
      supportLinks.supportPlans,
      ...footerContent.quickLinks,
      ...footerContent.resources,
      ...footerContent.legal,
    ];
    for (const link of links) expect(known, link.to).toContain(link.to.toLowerCase());
  });

  test('the Guide link opens the API docs (product §13)', () => {
    expect(resourceLinks.find((l) => l.label === 'Guide')?.to).toBe('/api');
  });
});

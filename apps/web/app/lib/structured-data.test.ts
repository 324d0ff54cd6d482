import { beforeAll, describe, expect, it } from 'vitest';
import { checkJsonLd } from '../../../../scripts/schema-org-vocabulary';
import { site } from '../config/site';
import { planNames, planRows } from '../content/support-plans';
import { blogEntries } from '../features/blog/blog.server';
import type { BlogEntry } from '../features/blog/blog-types';
import { STARTING_CONTENT_MS, startingContent } from '../test/starting-content';
import { footerContent } from '../features/layout/nav';
import {
  articleTrail,
  blogPostingJsonLd,
  breadcrumbJsonLd,
  organizationId,
  organizationJsonLd,
  pageBreadcrumbJsonLd,
  pageTrail,
  planPrice,
  supportPlansJsonLd,
  websiteJsonLd,
} from './structured-data.server';

// Plain views of the blocks, so the assertions read like the JSON-LD on the page.
type Node = Record<string, unknown>;
const json = (value: unknown) => JSON.parse(JSON.stringify(value)) as Node;
const list = (value: unknown) => value as Node[];

// The starting posts, as the server publishes them (docs/decisions/051-content-studio.md).
let entries: BlogEntry[] = [];
let article: BlogEntry;
beforeAll(async () => {
  entries = blogEntries((await startingContent()).posts);
  article = entries[0]!;
}, STARTING_CONTENT_MS);

describe('structured data built from the configuration and the content', () => {
  it('describes the organisation with its logo, profiles, offices and a sales and a support line per country', () => {
    const org = json(organizationJsonLd());
    expect(org).toMatchObject({ '@type': 'Organization', '@id': organizationId, name: site.name, url: site.url });
    expect(org.logo).toEqual({ '@type': 'ImageObject', url: `${site.url}/images/logo.svg` });
    expect(org.sameAs).toEqual(site.social.map((s) => s.href));
    const points = list(org.contactPoint);
    expect(points).toHaveLength(site.countries.length * 2);
    for (const country of site.countries) {
      const area = country.code === 'UK' ? 'GB' : country.code;
      expect(points).toContainEqual(expect.objectContaining({ contactType: 'sales', telephone: country.salesPhone, areaServed: area }));
      expect(points).toContainEqual(expect.objectContaining({ contactType: 'customer support', telephone: country.supportPhone, areaServed: area }));
    }
    expect(list(org.address).map((a) => a.name)).toEqual(site.countries.map((c) => c.office.label));
    expect(json(websiteJsonLd())).toMatchObject({ '@type': 'WebSite', url: site.url, publisher: { '@id': organizationId } });
  });

  it('names each inner page after its navigation link, from Home, with absolute URLs', () => {
    const quickLink = (to: string) => footerContent.quickLinks.find((l) => l.to === to)?.label;
    expect(pageTrail('/about')).toEqual([
      { name: quickLink('/'), path: '/' },
      { name: quickLink('/about'), path: '/about' },
    ]);
    expect(pageTrail('/api').at(-1)?.name).toBe('API Documentation');
    expect(pageTrail('/services/whatsapp-api').at(-1)?.name).toBe('WhatsApp API');
    expect(pageTrail('/new-blog').map((c) => c.path)).toEqual(['/', '/blog', '/new-blog']);
    expect(() => pageTrail('/no-such-page')).toThrow(/no navigation link/);

    const crumbs = json(pageBreadcrumbJsonLd('/Term-Condition'));
    expect(list(crumbs.itemListElement)).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: site.url },
      { '@type': 'ListItem', position: 2, name: 'Terms & Conditions', item: `${site.url}/Term-Condition` },
    ]);
  });

  it('describes a blog article with its headline, dates, author, image and publisher', () => {
    const post = json(blogPostingJsonLd(article));
    expect(post).toMatchObject({
      '@type': 'BlogPosting',
      headline: article.title,
      datePublished: article.date,
      dateModified: article.date,
      author: { '@type': 'Person', name: article.author },
      image: `${site.url}${article.image}`,
      mainEntityOfPage: `${site.url}/blog/${article.slug}`,
      publisher: { '@type': 'Organization', '@id': organizationId, name: site.name },
    });
    const trail = list(json(breadcrumbJsonLd(articleTrail(article))).itemListElement);
    expect(trail.map((c) => c.name)).toEqual(['Home', 'Blog', article.title]);
  });

  it('offers each support plan with its monthly price from the table', () => {
    expect(planPrice('Free')).toMatchObject({ price: 0, priceCurrency: 'USD', unitCode: 'MON' });
    expect(planPrice('greater of $1,500 or 6%')).toMatchObject({ minPrice: 1500, priceCurrency: 'USD', description: 'greater of $1,500 or 6%' });
    expect(planPrice('Call us')).toBeUndefined();

    const service = json(supportPlansJsonLd());
    expect(service).toMatchObject({ '@type': 'Service', provider: { '@id': organizationId } });
    const offers = list((service.hasOfferCatalog as Node).itemListElement);
    expect(offers.map((o) => o.name)).toEqual(planNames);
    const prices = planRows.find((r) => r.label === 'Price per month')!.values;
    offers.forEach((offer, i) => expect((offer.priceSpecification as Node).description).toBe(prices[i]));
    expect(offers[0]!.description).not.toContain('Phone support');
    expect(offers[3]!.description).toContain('Support escalation line');
  });

  it('names only schema.org types and properties in every block', () => {
    const blocks = [
      organizationJsonLd(),
      websiteJsonLd(),
      pageBreadcrumbJsonLd('/SupportPlans'),
      supportPlansJsonLd(),
      ...entries.map(blogPostingJsonLd),
    ];
    for (const block of blocks) expect(checkJsonLd(json(block)), String(block['@type'])).toEqual([]);
  });
});

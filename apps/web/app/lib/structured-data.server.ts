import type { MetaDescriptor } from 'react-router';
import type {
  BlogPosting,
  BreadcrumbList,
  ContactPoint,
  Offer,
  Organization,
  PostalAddress,
  Service,
  Thing,
  WebSite,
  WithContext,
} from 'schema-dts';
import { countryContact, site, type CountryCode } from '../config/site';
import { blogPage } from '../content/blog';
import { serviceNav } from '../content/services';
import { planNames, planRows, supportPlansPage, type PlanCell } from '../content/support-plans';
import type { BlogEntry } from '../features/blog/blog-types';
import { apiDocumentationLink, footerContent } from '../features/layout/nav';
import type { JsonLdBlock } from './seo';

// product §13 "Found by search engines": schema.org structured data, built from the same
// configuration and content as the pages (docs/decisions/026-structured-data.md). Route loaders
// call these at build time and hand the blocks to pageMeta as page data; the .server suffix keeps
// this module, and the content it reads, out of the browser's JavaScript.

/** The blocks as the route's meta descriptors: the loader sends them, pageMeta puts them in the head. */
export function jsonLdMeta(...blocks: JsonLdBlock[]): MetaDescriptor[] {
  return blocks.map((block) => ({ 'script:ld+json': block }));
}

/** The organisation's node id: the home page describes it in full, other blocks point at it. */
export const organizationId = `${site.url}/#organization`;
const websiteId = `${site.url}/#website`;

/** The header's logo file (features/layout/logo.tsx). */
const LOGO = '/images/logo.svg';

const absolute = (path: string) => `${site.url}${path === '/' ? '' : path}`;

/** Typed against schema-dts, handed on as plain data (its deep types stay out of the route types). */
function block<T extends Thing>(node: WithContext<T>): JsonLdBlock {
  return node as unknown as JsonLdBlock;
}

/** ISO 3166-1 country codes: the site's picker says 'UK', schema.org areaServed wants 'GB'. */
const isoCountry: Record<CountryCode, string> = { IN: 'IN', US: 'US', UK: 'GB' };
const iso = (code: CountryCode) => isoCountry[code] ?? code;

/** Per country of the picker, its sales and its support line (product §13, country picker). */
function contactPoints(): ContactPoint[] {
  return site.countries.flatMap((country): ContactPoint[] => {
    const { salesPhone, supportPhone } = countryContact(country.code);
    const common = { areaServed: iso(country.code), availableLanguage: 'English' };
    return [
      { '@type': 'ContactPoint', contactType: 'sales', telephone: salesPhone, email: site.emails.sales, ...common },
      { '@type': 'ContactPoint', contactType: 'customer support', telephone: supportPhone, email: site.emails.support, ...common },
    ];
  });
}

/**
 * The offices shown with each country. The configuration keeps an address as the lines the page
 * prints, so they go in whole as the street address, with the office's name and country.
 */
function offices(): PostalAddress[] {
  return site.countries.map(({ code, office }) => ({
    '@type': 'PostalAddress',
    name: office.label,
    streetAddress: office.lines.join(', '),
    addressCountry: iso(code),
  }));
}

/** A reference to the organisation with what Google needs to show it without the home page's block. */
const organizationRef = (): Exclude<Organization, string> => ({
  '@type': 'Organization',
  '@id': organizationId,
  name: site.name,
  url: absolute('/'),
  logo: { '@type': 'ImageObject', url: absolute(LOGO) },
});

/** The organisation in full (home page): the reference's name and logo, then social profiles, contact points and offices. */
export function organizationJsonLd(): JsonLdBlock {
  return block<Organization>({
    '@context': 'https://schema.org',
    ...organizationRef(),
    description: site.description,
    email: site.emails.info,
    sameAs: site.social.map((s) => s.href),
    contactPoint: contactPoints(),
    address: offices(),
  });
}

/** The site itself (home page), published by the organisation. */
export function websiteJsonLd(): JsonLdBlock {
  return block<WebSite>({
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': websiteId,
    name: site.name,
    url: absolute('/'),
    description: site.tagline,
    inLanguage: 'en',
    publisher: { '@id': organizationId },
  });
}

interface Crumb {
  name: string;
  path: string;
}

/**
 * A page's name in its breadcrumb trail: the words of the link that leads to it in the site's
 * navigation (product §2), so the trail reads like the menus. /api has three links (API, Guide,
 * API Documentation); the one that names the page wins.
 */
const linkNames = new Map<string, string>();
for (const link of [
  apiDocumentationLink,
  ...footerContent.quickLinks,
  ...footerContent.resources,
  ...footerContent.legal,
  ...serviceNav.map((s) => ({ label: s.name, to: s.link })),
  { label: blogPage.latestTitle, to: '/new-blog' },
]) {
  if (!linkNames.has(link.to.toLowerCase())) linkNames.set(link.to.toLowerCase(), link.label);
}

function linkName(path: string): string {
  const name = linkNames.get(path.toLowerCase());
  if (!name) throw new Error(`structured data: no navigation link names ${path}; add one to features/layout/nav.ts`);
  return name;
}

/** Home › (Blog ›) page, for a page of the navigation. */
export function pageTrail(path: string): Crumb[] {
  const home = { name: linkName('/'), path: '/' };
  const section = path === '/new-blog' ? [{ name: linkName('/blog'), path: '/blog' }] : [];
  return [home, ...section, { name: linkName(path), path }];
}

/** Home › Blog › the article, named by its headline (the page's h1). */
export function articleTrail(article: Pick<BlogEntry, 'slug' | 'title'>): Crumb[] {
  return [
    { name: linkName('/'), path: '/' },
    { name: linkName('/blog'), path: '/blog' },
    { name: article.title, path: `/blog/${article.slug}` },
  ];
}

export function breadcrumbJsonLd(trail: Crumb[]): JsonLdBlock {
  return block<BreadcrumbList>({
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: absolute(crumb.path),
    })),
  });
}

/** The breadcrumb trail of a page of the navigation. */
export const pageBreadcrumbJsonLd = (path: string) => breadcrumbJsonLd(pageTrail(path));

/** A blog article: headline, dates, author, cover image, publisher. */
export function blogPostingJsonLd(article: BlogEntry): JsonLdBlock {
  const url = absolute(`/blog/${article.slug}`);
  return block<BlogPosting>({
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': `${url}#article`,
    mainEntityOfPage: url,
    url,
    headline: article.title,
    description: article.description,
    image: absolute(article.image),
    datePublished: article.date,
    // The articles carry one date (their front matter's); an edit that matters gets a new one.
    dateModified: article.date,
    author: { '@type': 'Person', name: article.author },
    publisher: organizationRef(),
    keywords: article.tags.join(', '),
    inLanguage: 'en',
  });
}

/**
 * The plan's monthly price from the table's 'Price per month' cell (product §9): 'Free', or
 * 'greater of $250 minimum or 4% of monthly spend', which is at least $250 a month.
 */
export function planPrice(cell: PlanCell | undefined): Offer['priceSpecification'] | undefined {
  if (typeof cell !== 'string') return undefined;
  if (/^free$/i.test(cell.trim())) {
    return { '@type': 'UnitPriceSpecification', price: 0, priceCurrency: 'USD', unitCode: 'MON', description: cell };
  }
  const amount = /\$([\d,]+(?:\.\d+)?)/.exec(cell)?.[1];
  if (!amount) return undefined;
  return { '@type': 'UnitPriceSpecification', minPrice: Number(amount.replace(/,/g, '')), priceCurrency: 'USD', unitCode: 'MON', description: cell };
}

const priceRow = planRows.find((row) => /^price/i.test(row.label));

/** What a plan includes, from the other rows of the table: 'P1 response: 1 hour (24/7)', 'Phone support'. */
function planFeatures(column: number): string {
  return planRows
    .filter((row) => row !== priceRow)
    .flatMap((row) => {
      const value = row.values[column];
      if (value === true) return [row.label];
      if (typeof value === 'string' && value !== 'N/A') return [`${row.label}: ${value}`];
      return [];
    })
    .join('; ');
}

/** The support plans as one service with a catalogue of offers, one per plan (decision 026). */
export function supportPlansJsonLd(): JsonLdBlock {
  const url = absolute('/SupportPlans');
  return block<Service>({
    '@context': 'https://schema.org',
    '@type': 'Service',
    '@id': `${url}#service`,
    name: linkName('/SupportPlans'),
    serviceType: 'Technical support',
    description: supportPlansPage.hero.subtitle,
    url,
    provider: organizationRef(),
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: supportPlansPage.tableTitle,
      itemListElement: planNames.map((plan, column): Offer => {
        const priceSpecification = planPrice(priceRow?.values[column]);
        return {
          '@type': 'Offer',
          name: plan,
          description: planFeatures(column),
          url,
          ...(priceSpecification ? { priceSpecification } : {}),
          seller: { '@id': organizationId },
        };
      }),
    },
  });
}

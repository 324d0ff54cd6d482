// What the site search covers (docs/product.md §15), read from the same content modules the pages render
// and from the published posts and answers, on the server only
// (docs/decisions/052-content-pages-from-the-database.md).
import { about } from '../../content/about';
import { apiDocs, docGroups, getStarted } from '../../content/api-docs';
import type { HelpArticle } from '../../content/help-center';
import { industrySolutions } from '../../content/industries';
import { privacyPolicy, terms, type LegalDocument } from '../../content/legal';
import { pricing } from '../../content/pricing';
import { pageSeo } from '../../content/seo';
import { planRows, supportBenefits } from '../../content/support-plans';
import { services, servicesOverview } from '../../content/services';
import { toolsPage } from '../../content/tools';
import { selectionHref } from '../api-docs/doc-selection';
import type { BlogArticle } from '../blog/blog-types';
import { snippetOf, type SearchDocument } from './search-index';
import { helpAnswerUrl } from './load-search';

const stripHtml = (html: string) =>
  html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");

const legalText = (doc: LegalDocument) => [...doc.intro, ...doc.sections.flatMap((s) => [s.heading, ...s.paragraphs])];

/**
 * The words each page adds to its title and description: the content it renders, where a visitor would
 * look for something (a price band, a support plan's feature, an industry, a legal clause).
 */
const pageText: Record<string, () => string[]> = {
  '/about': () => [about.hero.subtitle, ...about.onePlatform.paragraphs, about.missionVision.mission.text, about.missionVision.vision.text],
  '/price': () => [
    pricing.hero.subtitle,
    ...pricing.factors.items.flatMap((f) => [f.title, f.description]),
    ...pricing.billingUnits.items.flatMap((u) => [u.channel, u.unit, u.note]),
    ...pricing.volumeTiers.tiers.flatMap((t) => [t.name, t.volume, t.description]),
    ...pricing.faq.flatMap((f) => [f.question, f.answer]),
  ],
  '/SupportPlans': () => [...supportBenefits.flatMap((b) => [b.heading, b.text]), ...planRows.map((r) => r.label), 'Developer Production Business Personalized'],
  '/industry': () => industrySolutions.flatMap((i) => [i.heading, i.description, ...i.channels.map((c) => `${c.name} ${c.text}`)]),
  '/Privacy-policy': () => legalText(privacyPolicy),
  '/Term-Condition': () => legalText(terms),
};

/**
 * Every public page as a whole (docs/product.md §15): a search for pricing, support plans, an industry or
 * the terms leads to its page. The API docs, help, blog, services and tools are found by their parts below;
 * /login is a form, and another spelling of a page (/new-blog, /Privacy-Policy) is that page.
 */
const pagePaths = ['/', '/about', '/contact', '/price', '/SupportPlans', '/industry', '/client', '/services', '/blog', '/help-center', '/api', '/Privacy-policy', '/Term-Condition'];

function pageDocuments(): SearchDocument[] {
  return pagePaths.map((path) => {
    const seo = path === '/services' ? servicesOverview.seo : pageSeo[path];
    if (!seo) throw new Error(`no title for ${path} in content/seo.ts`);
    return {
      id: path,
      title: seo.title.split(' | ')[0] ?? seo.title,
      section: 'Pages',
      url: path,
      text: [seo.description, ...(pageText[path]?.() ?? [])].join(' '),
      snippet: snippetOf(seo.description),
    };
  });
}

function apiDocuments(): SearchDocument[] {
  const docs: SearchDocument[] = getStarted.sections.map((s) => ({
    id: `/api#${s.id}`,
    title: `${getStarted.title}: ${s.heading.replace(/^\d+\.\s*/, '')}`,
    section: 'API docs',
    url: `/api#${s.id}`,
    text: [...s.paragraphs, ...(s.steps ?? [])].join(' '),
    snippet: snippetOf(s.paragraphs.join(' ')),
  }));
  for (const doc of Object.values(apiDocs)) {
    const group = docGroups.find((g) => g.id === doc.slug);
    const firstItem = group?.items[0]?.id ?? null;
    docs.push({
      id: `/api?service=${doc.slug}`,
      title: doc.title,
      section: 'API docs',
      url: `/api${selectionHref(doc.slug, firstItem)}`,
      text: [doc.intro, doc.endpoint, ...doc.params.map((p) => `${p.name} ${p.description}`), ...doc.errors.map((e) => `${e.code} ${e.meaning}`)].join(' '),
      snippet: snippetOf(doc.intro),
    });
    for (const s of doc.sections) {
      docs.push({
        id: `/api?service=${doc.slug}#${s.id}`,
        title: `${doc.title}: ${s.heading}`,
        section: 'API docs',
        url: `/api${selectionHref(doc.slug, s.id)}`,
        text: [...s.paragraphs, ...(s.list ?? []), s.endpoint ?? '', ...(s.params ?? []).map((p) => `${p.name} ${p.description}`)].join(' '),
        snippet: snippetOf(s.paragraphs.join(' ')),
      });
    }
  }
  return docs;
}

function helpDocuments(answers: HelpArticle[]): SearchDocument[] {
  return answers.map((a) => {
    const answer = stripHtml(a.html);
    return {
    id: helpAnswerUrl(a.id),
    title: a.question,
    section: 'Help',
    url: helpAnswerUrl(a.id),
    text: [answer, ...a.keywords, a.category].join(' '),
    snippet: snippetOf(answer),
    };
  });
}

function blogDocuments(articles: BlogArticle[]): SearchDocument[] {
  return articles.map((e) => ({
    id: `/blog/${e.slug}`,
    title: e.title,
    section: 'Blog',
    url: `/blog/${e.slug}`,
    text: [e.description, e.tags.join(' '), stripHtml(e.html)].join(' '),
    snippet: snippetOf(e.description),
  }));
}

function serviceDocuments(): SearchDocument[] {
  return services.map((s) => ({
    id: `/services/${s.slug}`,
    title: s.name,
    section: 'Services',
    url: `/services/${s.slug}`,
    text: [
      s.seo.description,
      s.hero.title,
      s.hero.subtitle,
      s.banner.text,
      ...s.features.flatMap((f) => [f.title, f.description]),
      ...s.howItWorks.paragraphs,
    ].join(' '),
    snippet: snippetOf(s.seo.description),
  }));
}

function toolsDocuments(): SearchDocument[] {
  return [
    {
      id: '/tools',
      title: pageSeo['/tools']?.title.split(' | ')[0] ?? toolsPage.title,
      section: 'Tools',
      url: '/tools',
      text: [toolsPage.title, toolsPage.intro, toolsPage.encoding.title, toolsPage.encoding.help, toolsPage.dlt.title, toolsPage.dlt.help, 'GSM-7 Unicode UCS-2 character counter segments'].join(' '),
      snippet: snippetOf(toolsPage.intro),
    },
  ];
}

/** Every page and part of a page the search finds, in the order sections are listed. */
export function searchDocuments(published: { answers: HelpArticle[]; articles: BlogArticle[] }): SearchDocument[] {
  return [...pageDocuments(), ...apiDocuments(), ...helpDocuments(published.answers), ...blogDocuments(published.articles), ...serviceDocuments(), ...toolsDocuments()];
}

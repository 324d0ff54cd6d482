import type { PublishedEntry } from '@tarang/shared/published-content';
import { blogPage } from '../content/blog';
import { site } from '../config/site';
import type { Route } from './+types/feed-xml';

// /feed.xml: the blog as an Atom feed (RFC 4287) for feed readers, rendered by the server until the content
// changes, so a publish, an edit or an unpublish reaches it at once (docs/decisions/052-content-pages-from-the-database.md).

const FEED_SIZE = 20;

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function entryXml(post: PublishedEntry): string {
  const url = `${site.url}/blog/${post.slug}`;
  return [
    '  <entry>',
    `    <id>${escapeXml(url)}</id>`,
    `    <title>${escapeXml(post.title)}</title>`,
    `    <link rel="alternate" type="text/html" href="${escapeXml(url)}"/>`,
    `    <published>${post.publishedAt}</published>`,
    `    <updated>${post.updatedAt}</updated>`,
    `    <author><name>${escapeXml(post.author || site.name)}</name></author>`,
    ...post.tags.map((tag) => `    <category term="${escapeXml(tag)}"/>`),
    `    <summary>${escapeXml(post.description)}</summary>`,
    `    <content type="html">${escapeXml(post.html)}</content>`,
    '  </entry>',
  ].join('\n');
}

export async function loader({ context }: Route.LoaderArgs) {
  const posts = (await context.content.list('post')).slice(0, FEED_SIZE);
  const updated = posts.reduce((latest, p) => (p.updatedAt > latest ? p.updatedAt : latest), posts[0]?.updatedAt ?? new Date(0).toISOString());
  const xml = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>${escapeXml(`${site.url}/blog`)}</id>`,
    `  <title>${escapeXml(`${site.name} ${blogPage.hero.eyebrow}`)}</title>`,
    `  <subtitle>${escapeXml(blogPage.hero.subtitle)}</subtitle>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(`${site.url}/feed.xml`)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(`${site.url}/blog`)}"/>`,
    `  <updated>${updated}</updated>`,
    ...posts.map(entryXml),
    '</feed>',
    '',
  ].join('\n');
  return new Response(xml, { headers: { 'content-type': 'application/atom+xml; charset=utf-8' } });
}

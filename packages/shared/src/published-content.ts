import type { ContentKind, ContentLink, HelpCategory } from './content';

// The published posts and answers as the server's pages read them (docs/decisions/051-content-studio.md,
// docs/decisions/052-content-pages-from-the-database.md): the server's ContentReader answers with these, and
// the web app's page loaders receive the reader as their load context.

/** A published post or answer as its public page, the lists, the feed and search show it. */
export interface PublishedEntry {
  kind: ContentKind;
  slug: string;
  title: string;
  description: string;
  /** The body's sanitised HTML. */
  html: string;
  tags: string[];
  /** An answer's help-centre category; null for a post. */
  category: HelpCategory | null;
  author: string;
  /** The first publication (the article's date), ISO-8601. */
  publishedAt: string;
  updatedAt: string;
  readingMinutes: number;
  /** A post the editors show in the blog's trending grid. */
  featured: boolean;
  cover: { src: string; srcset?: string; alt: string; width: number; height: number } | undefined;
  /** The link-preview image chosen for the entry, else its cover; undefined when it has neither. */
  previewImage: { src: string; width: number; height: number } | undefined;
  /** An answer's search words (its tags). */
  keywords: string[];
  /** An answer's link to the page it describes. */
  link: ContentLink | undefined;
}

export type FoundEntry = { state: 'published'; entry: PublishedEntry } | { state: 'gone' } | { state: 'moved'; slug: string };

export interface ContentReader {
  /** The published output's version: it changes with every publish, unpublish, edit of a published entry and scheduled publish. */
  version(): Promise<number>;
  /** Published entries of the kind, newest first. */
  list(kind: ContentKind): Promise<PublishedEntry[]>;
  /** A slug's entry: published, gone (unpublished: 410), moved (an old slug: 301), or undefined (404). */
  find(kind: ContentKind, slug: string): Promise<FoundEntry | undefined>;
}

/** What the server hands the web app's page loaders. */
export interface PageLoadContext {
  content: ContentReader;
}

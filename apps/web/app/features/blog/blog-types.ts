/** One blog entry as the listing shows it (product §3 "Blog teaser / blog entry": id, title, description, image). */
export interface BlogEntry {
  /** The file name without .md; the article lives at /blog/{slug}. */
  slug: string;
  title: string;
  description: string;
  /** ISO date, e.g. 2026-06-10. */
  date: string;
  /** The date as shown, e.g. '10 Jun 2026' (formatted at build time, so server and browser agree). */
  dateLabel: string;
  author: string;
  image: string;
  imageWidth: number;
  imageHeight: number;
  tags: string[];
  trending: boolean;
  readingMinutes: number;
}

export interface BlogArticle extends BlogEntry {
  /** The article body rendered from Markdown at build time. */
  html: string;
}

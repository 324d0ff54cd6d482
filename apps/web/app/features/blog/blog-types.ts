/** One blog entry as the listing shows it (product §3 "Blog teaser / blog entry": id, title, description, image). */
export interface BlogEntry {
  /** The article lives at /blog/{slug}. */
  slug: string;
  title: string;
  description: string;
  /** ISO date of the first publication, e.g. 2026-06-10. */
  date: string;
  /** The date as shown, e.g. '10 Jun 2026' (formatted on the server, so server and browser agree). */
  dateLabel: string;
  author: string;
  image: string;
  /** An uploaded cover's widths, as `srcset` (docs/decisions/051-content-studio.md). */
  imageSrcset?: string;
  /** The cover's alt text, read on the article's own page. */
  imageAlt?: string;
  imageWidth: number;
  imageHeight: number;
  tags: string[];
  trending: boolean;
  readingMinutes: number;
}

export interface BlogArticle extends BlogEntry {
  /** The article body, rendered from Markdown and sanitised by the server. */
  html: string;
  /** The article's link-preview picture. */
  previewImage: { src: string; width: number; height: number };
}

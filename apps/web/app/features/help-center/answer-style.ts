/**
 * How the help centre sets an answer (help-center-page.tsx). The admin's preview of a help answer uses the
 * open answer's classes, so a draft answer looks as it will on the help centre (docs/product.md "Content
 * studio").
 */
export const answerSpacing = 'space-y-4';
/** The open answer's text. */
export const answerText = 'text-ink-700 leading-7 [overflow-wrap:anywhere]';
/**
 * Answers are Markdown written in the Content studio: a link reads as a link and a list as a list, as in a
 * blog article (features/blog/prose.ts), at the size of the text around them.
 */
export const answerMarkup = [
  '[&_strong]:font-semibold [&_strong]:text-ink-900',
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2',
  '[&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-6 [&_li::marker]:text-brand-600',
  '[&_h2]:font-semibold [&_h2]:text-ink-900 [&_h3]:font-semibold [&_h3]:text-ink-900',
  '[&_code]:rounded [&_code]:bg-ink-100 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-[0.9em] [&_code]:text-ink-900',
].join(' ');

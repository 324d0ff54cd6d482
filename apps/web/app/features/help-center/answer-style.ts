/**
 * How the help centre sets an open answer's text (help-center-page.tsx). The admin's preview of a help answer
 * uses the same classes, so a draft answer looks as it will on the help centre (docs/product.md "Content studio").
 */
export const answerSpacing = 'space-y-4';
export const answerText = 'text-ink-700 leading-7 [overflow-wrap:anywhere]';

/**
 * Typography for the Markdown body, with the design tokens (docs/decisions/003). Written as child
 * selectors because the HTML comes from the Markdown renderer; the admin's content preview uses the same
 * classes so a draft looks as it will on the site (docs/product.md "Content studio").
 */
export const prose = [
  'text-base leading-7 text-ink-700 sm:text-lg sm:leading-8 [overflow-wrap:anywhere]',
  '[&_h2]:mt-12 [&_h2]:scroll-mt-24 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:leading-tight [&_h2]:text-ink-900',
  '[&_h3]:mt-8 [&_h3]:scroll-mt-24 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-ink-900',
  '[&_p]:mt-5 [&_strong]:font-semibold [&_strong]:text-ink-900',
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2',
  '[&_ul]:mt-5 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6',
  '[&_li::marker]:text-brand-600',
  '[&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-200 [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_code]:rounded [&_code]:bg-ink-100 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-[0.9em] [&_code]:text-ink-900',
  '[&_pre]:mt-6 [&_pre]:overflow-x-auto [&_pre]:rounded-card [&_pre]:bg-ink-900 [&_pre]:p-4 [&_pre]:text-sm [&_pre]:leading-6 [&_pre]:text-ink-100',
  '[&_pre_code]:bg-transparent [&_pre_code]:p-0 [&_pre_code]:text-inherit',
  '[&_.md-scroll]:relative [&_.md-scroll]:mt-6 [&_.md-scroll]:overflow-x-auto [&_.md-scroll]:rounded-card [&_.md-scroll]:border [&_.md-scroll]:border-ink-200',
  '[&_table]:w-full [&_table]:min-w-[34rem] [&_table]:border-collapse [&_table]:text-left [&_table]:text-sm',
  '[&_th]:bg-ink-50 [&_th]:px-4 [&_th]:py-2.5 [&_th]:font-semibold [&_th]:text-ink-900 [&_td]:border-t [&_td]:border-ink-200 [&_td]:px-4 [&_td]:py-2.5 [&_td]:align-top',
  '[&_hr]:my-10 [&_hr]:border-ink-200',
].join(' ');

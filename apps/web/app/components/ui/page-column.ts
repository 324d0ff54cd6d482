/**
 * The classes of the page column (`<PageColumn>` in section.tsx): the header's width with the side
 * padding inside it. Kept as a string for the forms that lay out their own column.
 */
export const wrap = 'mx-auto max-w-6xl px-4 sm:px-6';

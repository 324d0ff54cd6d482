/**
 * The page column every public page shares: the header's width and side padding, so content lines up
 * with the logo at every width. The padding sits inside the max width (on the section it would widen
 * the column by 48 px).
 */
export const wrap = 'mx-auto max-w-6xl px-4 sm:px-6';
/** The vertical rhythm of the home and about sections. */
export const sectionPad = 'py-16 lg:py-24';

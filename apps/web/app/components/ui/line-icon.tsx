/**
 * A line icon of the site's one icon sprite (`icon()` in content/images.ts gives its address): decorative,
 * beside words that say the same, so hidden from assistive technology. Every icon on a page draws from one
 * SVG document, where an `<img>` per icon made a document each (docs/decisions/056-one-icon-sprite.md).
 */
export function LineIcon({ href, size = 48, className }: { href: string; size?: number; className: string }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 48 48" width={size} height={size} className={className}>
      <use href={href} />
    </svg>
  );
}

/**
 * Short words shown as pills: an article's tags, the channels of the platform. A list, so a screen reader
 * hears how many there are; `label` names it where the words alone do not say what they are.
 */
export function PillList({ items, label, className, small = false }: { items: readonly string[]; label?: string; className: string; small?: boolean }) {
  return (
    <ul aria-label={label} className={className}>
      {items.map((item) => (
        <li
          key={item}
          className={small ? 'rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-700' : 'rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-700'}
        >
          {item}
        </li>
      ))}
    </ul>
  );
}

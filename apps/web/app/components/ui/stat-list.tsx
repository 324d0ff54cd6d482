import { LineIcon } from './line-icon';
/** One stated claim (docs/product.md §1): a figure, what it counts, and on a dark band its icon. */
type Stat = { value: string; label: string; icon?: string };

const looks = {
  /** Small cards under the about hero's words. */
  light: {
    item: 'rounded-card border border-ink-200 bg-white p-4 text-center shadow-card',
    value: 'text-2xl font-extrabold tracking-tight text-brand-700',
    label: 'mt-1 text-xs font-medium text-ink-600',
  },
  /** Tiles on the home page's dark trust band, each under its icon. */
  dark: {
    item: 'flex flex-col items-center rounded-card bg-white/5 p-6 text-center',
    value: 'mt-4 text-3xl font-extrabold tracking-tight',
    label: 'mt-1 text-sm text-brand-100',
  },
};

/**
 * The stated claims as a list of figures (product §1 and §9): the about hero's and the home page's trust
 * band. A list, so a screen reader hears how many there are; the figure comes before what it counts.
 */
export function StatList({ stats, look, className }: { stats: readonly Stat[]; look: keyof typeof looks; className: string }) {
  const classes = looks[look];
  return (
    <ul className={className}>
      {stats.map((stat) => (
        <li key={stat.label} className={classes.item}>
          {stat.icon && <LineIcon href={stat.icon} className="size-12 rounded-control bg-white p-1.5" />}
          <p className={classes.value}>{stat.value}</p>
          <p className={classes.label}>{stat.label}</p>
        </li>
      ))}
    </ul>
  );
}

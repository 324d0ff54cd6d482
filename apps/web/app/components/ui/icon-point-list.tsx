/** Cards of an icon, a title and a sentence in a grid: the "why us" lists of the home and about pages. */
export function IconPointList({ points, columns }: { points: { title: string; description: string; icon: string }[]; columns: string }) {
  return (
    <ul className={`grid gap-6 ${columns}`}>
      {points.map((point) => (
        <li key={point.title} className="flex gap-4 rounded-card border border-ink-200 bg-white p-6 shadow-card">
          <img src={point.icon} alt="" width={48} height={48} loading="lazy" className="size-12 shrink-0" />
          <div>
            <h3 className="text-lg font-semibold text-ink-900">{point.title}</h3>
            <p className="mt-1.5 text-sm leading-6 text-ink-600">{point.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

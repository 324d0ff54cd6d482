import { HeadedSection } from './section-heading';
import { LineIcon } from './line-icon';

type IconPoint = { title: string; description: string; icon: string };

/** Cards of an icon, a title and a sentence in a grid: the "why us" lists of the home and about pages. */
function IconPointList({ points, columns }: { points: IconPoint[]; columns: string }) {
  return (
    <ul className={`grid gap-6 ${columns}`}>
      {points.map((point) => (
        <li key={point.title} className="flex gap-4 rounded-card border border-ink-200 bg-white p-6 shadow-card">
          <LineIcon href={point.icon} className="size-12 shrink-0" />
          <div>
            <h3 className="text-lg font-semibold text-ink-900">{point.title}</h3>
            <p className="mt-1.5 text-sm leading-6 text-ink-600">{point.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

interface IconPointSectionProps {
  titleId: string;
  section: { title: string; subtitle: string };
  points: IconPoint[];
  /** The list's grid columns across the page; beside an illustration it is one column unless given. */
  columns?: string;
  /** An illustration beside the list from lg up, on the list's left or right. */
  image?: { src: string; width: number; height: number; side: 'left' | 'right' };
  className?: string;
}

/** A home or about band of icon points under its heading: across the column, or beside an illustration. */
export function IconPointSection({ titleId, section, points, columns = '', image, className }: IconPointSectionProps) {
  const list = <IconPointList points={points} columns={columns} />;
  return (
    <HeadedSection titleId={titleId} title={section.title} subtitle={section.subtitle} className={className}>
      {image ? (
        <div className="mt-12 grid items-center gap-10 lg:grid-cols-5">
          {image.side === 'right' && <div className="lg:col-span-3">{list}</div>}
          <img src={image.src} alt="" width={image.width} height={image.height} loading="lazy" className="mx-auto h-auto w-full max-w-md lg:col-span-2" />
          {image.side === 'left' && <div className="lg:col-span-3">{list}</div>}
        </div>
      ) : (
        <div className="mt-12">{list}</div>
      )}
    </HeadedSection>
  );
}

import type { ContentStatus } from '@tarang/shared/content';
import { statusClasses, statusLabels } from './content-text';

export function StatusBadge({ status }: { status: ContentStatus }) {
  return <span className={`inline-flex rounded-full border px-2.5 py-0.5 text-xs font-semibold ${statusClasses[status]}`}>{statusLabels[status]}</span>;
}

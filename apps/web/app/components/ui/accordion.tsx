import { useId, useState, type ReactNode } from 'react';
import { PlusIcon } from './icons';

interface AccordionItem {
  title: string;
  content: ReactNode;
}

/**
 * product §4 "FAQ accordion: one item open at a time. Clicking the open item closes it."
 * product §9 "FAQ answer max height: 500 px": a longer answer scrolls inside its panel.
 */
export function Accordion({ items, headingLevel = 3 }: { items: readonly AccordionItem[]; headingLevel?: 2 | 3 | 4 }) {
  const baseId = useId();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const Heading = `h${headingLevel}` as const;

  return (
    <div className="divide-y divide-ink-200 rounded-card border border-ink-200 bg-white">
      {items.map((item, index) => {
        const open = openIndex === index;
        const buttonId = `${baseId}-button-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <div key={item.title}>
            <Heading className="m-0">
              <button
                id={buttonId}
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenIndex(open ? null : index)}
                className="flex min-h-14 w-full items-center justify-between gap-4 px-5 py-4 text-left text-base font-semibold text-ink-900 hover:text-brand-700"
              >
                {item.title}
                <PlusIcon className={`size-5 shrink-0 text-brand-600 transition-transform ${open ? 'rotate-45' : ''}`} />
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!open}
              className="max-h-[500px] overflow-y-auto px-5 pb-5 text-ink-600"
            >
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}

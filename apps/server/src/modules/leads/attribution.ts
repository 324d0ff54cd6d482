import { type Attribution, type AttributionVisit, attributionVisitSchema, utmFields } from '@tarang/shared/leads';
import { z } from 'zod';

/**
 * First-party attribution (docs/decisions/032-lead-pipeline-and-attribution.md) from the visitor's
 * cookieless visit (docs/decisions/050-cookieless-analytics.md): a form POST stores the visit's first and
 * latest view that came from somewhere (a campaign's UTM values or another site) within the visit's day,
 * with the same-site page the form was sent from. The site sets no cookie for it.
 */

/** The columns a form's row stores: the whole record as JSON, and the source and campaign the lists filter on. */
export interface AttributionColumns {
  attribution: string | null;
  utm_source: string | null;
  utm_campaign: string | null;
}

export const noAttribution: AttributionColumns = { attribution: null, utm_source: null, utm_campaign: null };

/** One stored view that came from somewhere, as the analytics module reads it back. */
interface AttributedView {
  at: Date | string;
  path: string;
  referrer: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
}

function visitOf(view: AttributedView): AttributionVisit {
  const visit: AttributionVisit = { landing: view.path };
  if (view.referrer) visit.referrer = view.referrer;
  for (const field of utmFields) {
    const value = view[field];
    if (value) visit[field] = value;
  }
  visit.at = (view.at instanceof Date ? view.at : new Date(view.at)).toISOString();
  return visit;
}

/**
 * What a form POST stores: the first and latest of the visit's views that came from somewhere, and the
 * form's page. The filter columns take the first visit's UTM values, or the latest's when the first had none.
 */
export function attributionFrom(views: AttributedView[], formPage: string | undefined): AttributionColumns {
  const first = views[0] && visitOf(views[0]);
  const latest = views.at(-1) && visitOf(views.at(-1)!);
  if (!first && !formPage) return noAttribution;
  const record: Attribution = { ...(first ? { first, latest } : {}), ...(formPage ? { formPage } : {}) };
  const pick = (field: 'utm_source' | 'utm_campaign') => first?.[field] ?? latest?.[field] ?? null;
  return { attribution: JSON.stringify(record), utm_source: pick('utm_source'), utm_campaign: pick('utm_campaign') };
}

/** The stored JSON read back; null when there is none or it is not ours. */
export function parseAttribution(stored: string | null): Attribution | null {
  if (!stored) return null;
  try {
    const parsed = z.object({ first: attributionVisitSchema.optional(), latest: attributionVisitSchema.optional(), formPage: z.string().optional() }).safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

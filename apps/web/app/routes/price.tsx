import { pricing } from '../content/pricing';
import { PricePage } from '../features/pricing/price-page';
import { loadedPageMeta } from '../lib/seo';
import { pageHead } from './page-head.server';
import type { Route } from './+types/price';

// Runs at build time only (prerender): the pricing copy and its FAQ travel as page data, not as JavaScript.
export function loader() {
  return { ...pageHead('/price'), pricing };
}

export const meta = ({ data }: Route.MetaArgs) => loadedPageMeta(data, '/price', { title: 'Pricing' });

export default function PriceRoute({ loaderData }: Route.ComponentProps) {
  return <PricePage pricing={loaderData.pricing} />;
}

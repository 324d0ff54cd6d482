import { pageSeo } from '../content/seo';
import { PricePage } from '../features/pricing/price-page';
import { pageMeta } from '../lib/seo';

const seo = pageSeo['/price'];

export const meta = () => pageMeta({ title: seo?.title ?? 'Pricing', description: seo?.description ?? '', path: '/price' });

export default function PriceRoute() {
  return <PricePage />;
}

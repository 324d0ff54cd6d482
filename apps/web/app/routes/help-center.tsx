import { pageSeo } from '../content/seo';
import { HelpCenterPage } from '../features/help-center/help-center-page';
import { pageMeta } from '../lib/seo';

const seo = pageSeo['/help-center'];

export const meta = () => pageMeta({ title: seo?.title ?? 'Help Center', description: seo?.description ?? '', path: '/help-center' });

export default function HelpCenterRoute() {
  return <HelpCenterPage />;
}

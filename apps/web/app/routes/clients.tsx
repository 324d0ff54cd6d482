import { pageSeo } from '../content/seo';
import { ClientsPage } from '../features/clients/clients-page';
import { pageMeta } from '../lib/seo';

const seo = pageSeo['/client'];

export const meta = () => pageMeta({ title: seo?.title ?? 'Our Clients', description: seo?.description ?? '', path: '/client' });

export default function ClientsRoute() {
  return <ClientsPage />;
}

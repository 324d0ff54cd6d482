import { clients, clientsPage } from '../content/clients';
import { ClientsPage, type ClientsPageContent } from '../features/clients/clients-page';
import { loadedPageMeta } from '../lib/seo';
import { pageHead } from './page-head.server';
import type { Route } from './+types/clients';

// Runs at build time only (prerender): the logo list and its words travel as page data, not as JavaScript.
export function loader() {
  const content: ClientsPageContent = { page: clientsPage, clients };
  return { ...pageHead('/client'), ...content };
}

export const meta = ({ data }: Route.MetaArgs) => loadedPageMeta(data, '/client', { title: 'Our Clients' });

export default function ClientsRoute({ loaderData }: Route.ComponentProps) {
  const { page, clients } = loaderData;
  return <ClientsPage page={page} clients={clients} />;
}

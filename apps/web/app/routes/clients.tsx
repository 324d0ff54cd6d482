import { useLoaderData, type MetaArgs } from 'react-router';
import { clients, clientsPage } from '../content/clients';
import { ClientsPage, type ClientsPageContent } from '../features/clients/clients-page';
import { pageMeta } from '../lib/seo';
import { pageHead } from './page-head.server';

// Runs at build time only (prerender): the logo list and its words travel as page data, not as JavaScript.
export function loader() {
  const content: ClientsPageContent = { page: clientsPage, clients };
  return { ...pageHead('/client'), ...content };
}

export const meta = ({ data }: MetaArgs<typeof loader>) =>
  pageMeta({ title: data?.seo?.title ?? 'Our Clients', description: data?.seo?.description ?? '', path: '/client', jsonLd: data?.jsonLd });

export default function ClientsRoute() {
  const { page, clients } = useLoaderData<typeof loader>();
  return <ClientsPage page={page} clients={clients} />;
}

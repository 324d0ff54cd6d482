import { useLoaderData, type MetaArgs } from 'react-router';
import { serviceNav, servicePageLabels, services, servicesOverview } from '../content/services';
import { ServicesOverview, type ServiceSummary } from '../features/services/services-overview';
import { pageMeta } from '../lib/seo';

// Runs at build time only (prerender): the summaries travel as page data, not the seven content modules.
export function loader() {
  const summaries: ServiceSummary[] = serviceNav.flatMap((item) => {
    const service = services.find((s) => s.slug === item.id);
    return service ? [{ name: item.name, link: item.link, icon: item.icon, description: service.seo.description }] : [];
  });
  return { copy: servicesOverview, contactExpert: servicePageLabels.contactExpert, summaries };
}

export const meta = ({ data }: MetaArgs<typeof loader>) =>
  pageMeta({ title: data?.copy.seo.title ?? 'Services', description: data?.copy.seo.description ?? '', path: '/services' });

export default function ServicesRoute() {
  const { copy, contactExpert, summaries } = useLoaderData<typeof loader>();
  return <ServicesOverview copy={copy} contactExpert={contactExpert} summaries={summaries} />;
}

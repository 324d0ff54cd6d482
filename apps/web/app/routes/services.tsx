import { serviceNav, servicePageLabels, services, servicesOverview } from '../content/services';
import { ServicesOverview, type ServiceSummary } from '../features/services/services-overview';
import { pageMeta } from '../lib/seo';
import { jsonLdMeta, pageBreadcrumbJsonLd } from '../lib/structured-data.server';
import type { Route } from './+types/services';

// Runs at build time only (prerender): the summaries travel as page data, not the seven content modules.
export function loader() {
  const summaries: ServiceSummary[] = serviceNav.flatMap((item) => {
    const service = services.find((s) => s.slug === item.id);
    return service ? [{ name: item.name, link: item.link, icon: item.icon, description: service.seo.description }] : [];
  });
  return { copy: servicesOverview, contactExpert: servicePageLabels.contactExpert, summaries, jsonLd: jsonLdMeta(pageBreadcrumbJsonLd('/services')) };
}

export const meta = ({ data }: Route.MetaArgs) =>
  pageMeta({ title: data?.copy.seo.title ?? 'Services', description: data?.copy.seo.description ?? '', path: '/services', jsonLd: data?.jsonLd });

export default function ServicesRoute({ loaderData }: Route.ComponentProps) {
  const { copy, contactExpert, summaries } = loaderData;
  return <ServicesOverview copy={copy} contactExpert={contactExpert} summaries={summaries} />;
}

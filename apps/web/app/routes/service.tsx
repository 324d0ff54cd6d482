import { data } from 'react-router';
import { getService, serviceNav, servicePageLabels } from '../content/services';
import { imageSize } from '../features/blog/blog.server';
import { ServicePage, type TeaserView } from '../features/services/service-page';
import { pageMeta } from '../lib/seo';
import { jsonLdMeta, pageBreadcrumbJsonLd } from '../lib/structured-data.server';
import { meta as notFoundMeta } from './not-found';
import type { Route } from './+types/service';

// Runs at build time (prerender), once per service: each page carries only its own content,
// so the seven content modules never travel to the browser together.
export function loader({ params }: Route.LoaderArgs) {
  const service = getService((params.slug ?? '').toLowerCase());
  if (!service) throw data(null, { status: 404 });
  // A teaser shows its article's cover from the site's own pictures (/images/blog/{slug}.svg), at its size.
  const teasers: TeaserView[] = service.blogTeasers.map((t) => {
    const image = `/images/blog/${t.slug}.svg`;
    const size = imageSize(image);
    return { ...t, image, imageWidth: size.width, imageHeight: size.height };
  });
  return { service, nav: serviceNav, labels: servicePageLabels, teasers, jsonLd: jsonLdMeta(pageBreadcrumbJsonLd(`/services/${service.slug}`)) };
}

export function meta({ data: loaded }: Route.MetaArgs) {
  if (!loaded) return notFoundMeta();
  const { service } = loaded;
  return pageMeta({ title: service.seo.title, description: service.seo.description, path: `/services/${service.slug}`, jsonLd: loaded.jsonLd });
}

export default function ServiceRoute({ loaderData }: Route.ComponentProps) {
  const { service, nav, labels, teasers } = loaderData;
  return <ServicePage service={service} nav={nav} labels={labels} teasers={teasers} />;
}

export { MissingPageBoundary as ErrorBoundary } from './missing-page';

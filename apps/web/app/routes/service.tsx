import { data } from 'react-router';
import { getService, serviceNav, servicePageLabels } from '../content/services';
import { listBlogEntries } from '../features/blog/blog.server';
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
  const articles = new Map(listBlogEntries().map((e) => [e.slug, e]));
  // A teaser is shown only when its article exists, so no link leads to the 404 page.
  const teasers: TeaserView[] = service.blogTeasers.flatMap((t) => {
    const article = articles.get(t.slug);
    return article ? [{ ...t, image: article.image, imageWidth: article.imageWidth, imageHeight: article.imageHeight }] : [];
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

import { buildSecondBrand, secondBrandIsCurrent } from './second-brand';

// Runs once before any browser test: the second brand's site, unless `npm test` already built it beside
// the main build (brand.spec.ts serves it; a test never builds).
export default function globalSetup() {
  if (!secondBrandIsCurrent()) buildSecondBrand();
}

// product §10: the brand comes from brand/brand.json (docs/decisions/022-brand-configuration.md). The
// build checks that file against ./brand-config.ts and, when BRAND_CONFIG names another file, bundles
// that one in its place (scripts/brand-config.ts). This module stays free of zod, so every public page
// can import it without pulling the schema library into its first load.
import type { BrandConfig } from './brand-config';
import config from '../../../brand/brand.json' with { type: 'json' };

export type { BrandConfig };

/**
 * The logo as pages show it. The web build serves the company's own files or the wordmark it draws at
 * these paths and writes their size in here (scripts/brand-assets.ts, docs/decisions/039-link-previews-and-brand-assets.md).
 */
export interface SiteLogo {
  onLight: string;
  onDark: string;
  width: number;
  height: number;
}

/** The checked brand configuration, but its palette (the pages' scripts are built without it), with the logo the build made. */
export const brand: Omit<BrandConfig, '$schema' | 'colors' | 'assets'> & { logo: SiteLogo } = config as unknown as BrandConfig & { logo: SiteLogo };

/**
 * The palette, for the server's own pages. The web build leaves it out of the pages' scripts, which use
 * the theme's CSS (scripts/brand-config.ts): undefined there.
 */
export const brandColors: BrandConfig['colors'] = (config as BrandConfig).colors;

/** A brand's six-letter SMS header (DLT headers are six letters): TARANG for Tarang. */
export const senderIdFor = (shortName: string) => shortName.toUpperCase().replace(/[^A-Z]/g, '').slice(0, 6);

/** product §10: the brand as every page and every message the server sends writes it. */
export const BRAND_NAME = brand.name;

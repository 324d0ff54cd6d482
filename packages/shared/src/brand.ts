// product §10: the brand comes from brand/brand.json (docs/decisions/022-brand-configuration.md). The
// build checks that file against ./brand-config.ts and, when BRAND_CONFIG names another file, bundles
// that one in its place (scripts/brand-config.ts). This module stays free of zod, so every public page
// can import it without pulling the schema library into its first load.
import type { BrandConfig } from './brand-config';
import config from '../../../brand/brand.json' with { type: 'json' };

export type { BrandConfig };

/** The checked brand configuration, but its palette (the pages' scripts are built without it). */
export const brand: Omit<BrandConfig, '$schema' | 'colors'> = config as BrandConfig;

/**
 * The palette, for the server's own pages. The web build leaves it out of the pages' scripts, which use
 * the theme's CSS (scripts/brand-config.ts): undefined there.
 */
export const brandColors: BrandConfig['colors'] = (config as BrandConfig).colors;

/** product §10: the brand as every page and every message the server sends writes it. */
export const BRAND_NAME = brand.name;

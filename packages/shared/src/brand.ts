// Without zod, so every public page can import it without pulling the schema library into its first load.

/** product §10: the brand as every page and every message the server sends writes it. */
export const BRAND_NAME = 'Tarang Cloud';

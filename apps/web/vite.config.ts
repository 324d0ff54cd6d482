import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { brandAssetsPlugin } from '../../scripts/brand-assets-plugin.ts';
import { brandConfigPlugin } from '../../scripts/brand-config.ts';
import { chunkComposition } from '../../scripts/chunk-composition.ts';

// What every public page loads (docs/decisions/015-paint-first.md): the layout, its UI primitives
// (the page column, the text field and the one form hook's state; its submit loads at the first edit)
// and the modal triggers, kept in one chunk with React, React DOM and React Router. One file
// compresses better than many small ones, each of which also pays for its own imports (about 4 KB
// gzip less per page) and costs one request. The modals' bodies (the mobile menu's too), the forms
// themselves, carousels (with the media-query store), accordions, the site-lock overlays, the floating
// buttons' form watch and the admin area stay in their own chunks.
const shell = /node_modules\/(react-dom|scheduler)\/|\/app\/(components\/ui\/(button|icons|toast|dropdown|modal|section|field)\.|lib\/use-zod-form\.ts|lib\/(api|seo)\.ts|config\/|features\/layout\/(?!mobile-menu-panel|over-form)|features\/site-wrapper\/(site-wrapper|site-state-api)\.|features\/auth\/(auth-context|auth-titles|token-storage|auth-api)\.|features\/demo\/demo-modal\.)/;

export default defineConfig({
  // brandConfigPlugin first: it writes the brand palette into app.css before Tailwind reads it.
  plugins: [brandConfigPlugin({ pages: true }), brandAssetsPlugin(), tailwindcss(), reactRouter(), chunkComposition()],
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'shell', test: shell }] } } },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:5000', '/healthz': 'http://127.0.0.1:5000' } },
});

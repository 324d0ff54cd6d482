import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

// The framework's plugin alone: no chunk groups, no build steps of the site (docs/decisions/012-benchmarks.md).
export default defineConfig({
  base: '/bench-hydrate/',
  plugins: [reactRouter()],
  build: { assetsInlineLimit: 0 },
});

import { config, z } from 'zod';

// Docs/decisions/012-benchmarks.md: zod 4 probes for eval (`new Function('')`) when it builds
// an object schema, to compile a faster parser. Our Content-Security-Policy has no 'unsafe-eval'
// (product §12), so every page that loads a schema logged a CSP violation, which
// Lighthouse counts against Best Practices. jitless skips the probe; parsing stays correct and the
// difference is microseconds per request. Shared schemas import z from here so this runs first.
config({ jitless: true });

export { z };

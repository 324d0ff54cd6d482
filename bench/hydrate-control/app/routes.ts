import type { RouteConfig } from '@react-router/dev/routes';

// The root route alone: nothing of the app.
export default [] satisfies RouteConfig;

import type { PageLoadContext } from '@tarang/shared/published-content';

// The server hands the pages it renders the published content as their load context
// (docs/decisions/052-content-pages-from-the-database.md). Prerendered pages get none and read none.
declare module 'react-router' {
  interface AppLoadContext {
    content: PageLoadContext['content'];
  }
}

import { createContext, useContext } from 'react';
import type { apiDocsPage } from '../../content/api-docs';

export type ApiDocsWords = typeof apiDocsPage;

/**
 * The words around the docs reach the panels as page data through this context, so the content
 * module never enters the page's JavaScript (docs/decisions/014-public-pages.md).
 */
export const DocWordsContext = createContext<ApiDocsWords | null>(null);

export function useDocWords(): ApiDocsWords {
  const words = useContext(DocWordsContext);
  if (!words) throw new Error('useDocWords needs the ApiDocsPage around it');
  return words;
}

import { useEffect } from 'react';
import { site } from '@/config/site';

/** Sets the tab title to '{title} | {product}' while the page is shown. */
export const useDocumentTitle = (title: string | null) => {
  useEffect(() => {
    document.title = title ? `${title} | ${site.name}` : site.name;
  }, [title]);
};

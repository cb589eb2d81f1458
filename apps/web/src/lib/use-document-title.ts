import { useEffect } from 'react';
import { useAppName } from './platform';

/** Sets the tab title to '{title} | {product}' while the page is shown. */
export const useDocumentTitle = (title: string | null) => {
  const name = useAppName();
  useEffect(() => {
    document.title = title ? `${title} | ${name}` : name;
  }, [title, name]);
};

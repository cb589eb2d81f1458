import { useTranslation } from '@/lib/i18n/use-translation';
import { translateText } from './translate-text';

/** translateText for a component: it renders again when the language changes. */
export const useTranslateText = () => {
  useTranslation();
  return translateText;
};

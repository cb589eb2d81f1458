import { useTranslation } from 'react-i18next';
import { translateText } from './translate-text';

/** translateText for a component: it renders again when the language changes. */
export const useTranslateText = () => {
  useTranslation();
  return translateText;
};

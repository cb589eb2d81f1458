import enPublic from '@/locales/en/public';
import type { Namespace } from './catalogue';
import type { Bundle } from './english';
import { DEFAULT_LANGUAGE, type Language } from './languages';

/**
 * One chunk per language and namespace (ADR 0013); English `public` is bundled with the app, so it
 * has no second copy as a chunk of its own.
 */
const catalogues = import.meta.glob<{ default: Bundle }>([
  '../../locales/*/*.ts',
  '!../../locales/en/public.ts',
]);

/** A catalogue (another language's, or an English area's), loaded on first use. */
export const loadCatalogue = async (language: Language, namespace: Namespace): Promise<Bundle> => {
  if (language === DEFAULT_LANGUAGE && namespace === 'public') return enPublic;
  const load = catalogues[`../../locales/${language}/${namespace}.ts`];
  if (!load) throw new Error(`no catalogue ${language}/${namespace}`);
  return (await load()).default;
};

import { use, useMemo, useSyncExternalStore } from 'react';
import type { TFunction } from 'i18next';
import type { Namespace } from './catalogue';
import { currentLanguage, namespacePending, storeVersion, subscribe, translatorFor } from './i18n';

/**
 * A screen's texts (ADR 0013): `const { t } = useTranslation('member')`, `t('group.key')`, keys
 * typed against the English catalogues. Renders again when the language changes; suspends while
 * the namespace's catalogue loads (the area's Suspense shows its spinner).
 */
export const useTranslation = <N extends Namespace = 'public'>(namespace: N = 'public' as N) => {
  const version = useSyncExternalStore(subscribe, storeVersion, storeVersion);
  const pending = namespacePending(namespace);
  if (pending) use(pending);
  const language = currentLanguage();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `version` is the store's change
  const t = useMemo(() => translatorFor(namespace), [namespace, language, version]) as TFunction<N>;
  return { t, language };
};

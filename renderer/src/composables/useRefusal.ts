import { useI18n } from 'vue-i18n';
import { refusalDetail } from '../refusal.ts';
import type { Refusal } from '../refusal.ts';

/** The explanation of a refusal in the screens' language (see renderer/src/refusal.ts). */
export function useRefusal(): (refusal: Refusal | null | undefined) => string {
  const { t, te, locale } = useI18n();
  return (refusal) =>
    refusal
      ? refusalDetail(
          refusal,
          locale.value,
          (key, l) => te(key, l),
          (key, params, plural) => (plural === undefined ? t(key, params) : t(key, params, plural)),
        )
      : '';
}

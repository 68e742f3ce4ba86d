import { computed } from 'vue';
import type { ComputedRef } from 'vue';
import { useI18n } from 'vue-i18n';
import type { HandView, TableRulesView } from '../../../api/contract.ts';
import { refusalTitleKeys } from '../refusal.ts';
import { useCachedT } from './useCachedT.ts';
import type { useTableEntry } from './useTableEntry.ts';

/**
 * What the table says above its entry, in the screens' language: whose turn it is (or who
 * poses, or throws the hand in), what the pose must be beyond who poses it, and the headline of
 * the engine's refusal. The keyboard's entry bar (components/TableEntry.vue) and the touch table
 * (room/DeviceTableView.vue, issue 24) say the same words.
 */
export function useEntryWords(
  table: ReturnType<typeof useTableEntry>,
  hand: ComputedRef<HandView | null>,
  seats: ComputedRef<readonly string[]>,
  rules: ComputedRef<TableRulesView | null>,
) {
  const { te } = useI18n();
  const t = useCachedT();

  const prompt = computed(() => {
    const h = hand.value;
    const s = table.seat.value;
    if (!h || s === null) return '';
    const name = seats.value[s] ?? '';
    if (table.entry.value.redeal) return t('tableAll.redealPrompt', { seat: name });
    return h.status === 'waiting-pose' ? t('table.poses', { seat: name }) : t('table.toPlay', { seat: name });
  });

  /**
   * What the pose must be beyond who poses it: a double (the family's `openWithDouble`, Lankford:
   * drawn for, the hand thrown in when the boneyard holds none; Latin mustStartDouble), the highest
   * double dealt (Cuban), any double of the last winner's or the next player's (Jamaican French
   * `laterPose`).
   */
  const poseRule = computed(() => {
    const h = hand.value;
    const beforePose = h?.status === 'waiting-pose' || (h?.status === 'playing' && h.ends === null && h.arms === null);
    if (!h || !beforePose || table.entry.value.redeal) return '';
    if (rules.value?.openWithDouble) {
      const seat = seats.value[table.seat.value ?? -1] ?? '';
      return h.canRedeal ? t('lankford.throwIn', { seat }) : t('lankford.poseDouble', { seat });
    }
    if (h.pose.who === 'highest-double') return t('tableMore.poseHighestDouble');
    if (h.pose.who === 'highest-bone') return t('tableMore.poseHighestBone');
    // Jamaican French `laterPose`: the last winner poses any double; without one, the next who has one.
    if (h.pose.who === 'any-double') return t(h.pose.seats.length > 1 ? 'tableMore.poseAnyDouble' : 'tableMore.poseAnyDoubleNamed', { seat: seats.value[h.pose.seats[0] ?? 0] ?? '' });
    if (h.pose.double) {
      const who = h.pose.seats.map((s) => seats.value[s] ?? '').join(t('tableMore.or'));
      return t('tableMore.poseDouble', { seats: who });
    }
    return '';
  });

  /** The engine's refusal, with a headline in the scorekeeper's language when we know the code. */
  const refusalTitle = computed(() => {
    const refusal = table.refusal.value;
    if (!refusal) return '';
    const key = refusalTitleKeys(refusal).find((k) => te(k));
    return t(key ?? 'refusal.generic');
  });

  return { prompt, poseRule, refusalTitle };
}

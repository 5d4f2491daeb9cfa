import { useTranslation } from '../i18n/use-translation';
import { choiceOfSizes, type SystemChoice } from './system';

/** A system's name as the slip lists it: "Yankee (11 lines)", "2 of 4 (6 lines)". */
export function useSystemLabel() {
  const { t } = useTranslation();
  return (choice: SystemChoice) => {
    const name =
      'cover' in choice.name
        ? t(`betslip.system.cover.${choice.name.cover}`)
        : t('betslip.system.kOfN', { k: choice.name.k, n: choice.shape.selections });
    return t('betslip.system.choice', { name, count: choice.lines });
  };
}

/**
 * A placed system's name ("Yankee (11 lines)"); a mix of sizes that is no named cover reads as its
 * sizes ("2, 3 of 5 (20 lines)").
 */
export function useBetSystemLabel() {
  const { t } = useTranslation();
  const label = useSystemLabel();
  return (system: { sizes: readonly number[]; lines: number }, selections: number) => {
    const choice = choiceOfSizes(selections, system.sizes);
    if (choice) return label(choice);
    const name = t('betslip.system.kOfN', { k: [...system.sizes].sort((a, b) => a - b).join(', '), n: selections });
    return t('betslip.system.choice', { name, count: system.lines });
  };
}

import type { SystemChoice } from '../../../shared/betslip/system';
import { useSystemLabel } from '../../../shared/betslip/system-label';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { SelectField } from '../../../shared/ui/form/select-field';

/** The system the slip is placed as, among those that fit its selections. */
export function SystemPicker({
  choices,
  value,
  onChange,
  disabled,
}: {
  choices: SystemChoice[];
  value: string;
  onChange: (key: string) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const label = useSystemLabel();
  return (
    <SelectField
      label={t('betslip.system.label')}
      value={value}
      options={choices.map((choice) => ({ value: choice.key, label: label(choice) }))}
      onValueChange={onChange}
      disabled={disabled}
    />
  );
}

import { LEVELS } from '@app/contract';
import { Select } from '@/components/ui/select';
import { useTranslation } from '@/lib/i18n/use-translation';

/** All Levels, or one of Level 1 to 15. */
export const LevelFilter = ({
  value,
  onChange,
}: {
  value: number | undefined;
  onChange: (level: number | undefined) => void;
}) => {
  const { t } = useTranslation('member');
  const options = [
    { value: '', label: t('referrals.history.allLevels') },
    ...LEVELS.map((level) => ({ value: level, label: t('referrals.history.levelN', { level }) })),
  ];
  return (
    <Select
      label={t('referrals.history.level')}
      value={value ?? ''}
      onChange={(next) => onChange(next === '' ? undefined : Number(next))}
      options={options}
    />
  );
};

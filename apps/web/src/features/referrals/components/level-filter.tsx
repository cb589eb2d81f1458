import { LEVELS } from '@app/contract';
import { Select } from '@/components/ui/select';

const OPTIONS = [
  { value: '', label: 'All Levels' },
  ...LEVELS.map((level) => ({ value: level, label: `Level ${level}` })),
];

/** All Levels, or one of Level 1 to 15. */
export const LevelFilter = ({
  value,
  onChange,
}: {
  value: number | undefined;
  onChange: (level: number | undefined) => void;
}) => (
  <Select
    label="Level"
    value={value ?? ''}
    onChange={(next) => onChange(next === '' ? undefined : Number(next))}
    options={OPTIONS}
  />
);

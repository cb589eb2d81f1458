import { LEVELS } from '@app/contract';

/** All Levels, or one of Level 1 to 15. */
export const LevelFilter = ({
  value,
  onChange,
}: {
  value: number | undefined;
  onChange: (level: number | undefined) => void;
}) => (
  <label className="flex items-center gap-2 text-sm text-slate-300">
    Level
    <select
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value === '' ? undefined : Number(event.target.value))}
      className="h-10 rounded-lg border border-slate-700 bg-slate-900 px-3 text-slate-100 focus:outline-2 focus:outline-emerald-400"
    >
      <option value="">All Levels</option>
      {LEVELS.map((level) => (
        <option key={level} value={level}>
          Level {level}
        </option>
      ))}
    </select>
  </label>
);

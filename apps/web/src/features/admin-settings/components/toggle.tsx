/** An on/off switch with its label; a real checkbox underneath for keyboards and screen readers. */
export const Toggle = ({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) => (
  <label className="flex items-center justify-between gap-4 py-2 text-sm text-slate-200">
    <span>{label}</span>
    <input
      type="checkbox"
      role="switch"
      checked={checked}
      onChange={(event) => onChange(event.target.checked)}
      className="size-5 accent-emerald-500"
    />
  </label>
);

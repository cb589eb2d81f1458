import { useState, type ComponentProps } from 'react';
import { Input } from './input';

type PasswordInputProps = Omit<ComponentProps<typeof Input>, 'type' | 'trailing'>;

/** A password field with a show/hide toggle (spec 2: sign-in, register, reset, change password). */
export const PasswordInput = ({ label, ...rest }: PasswordInputProps) => {
  const [visible, setVisible] = useState(false);
  return (
    <Input
      label={label}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-label={`${visible ? 'Hide' : 'Show'} ${label.toLowerCase()}`}
          aria-pressed={visible}
          className="rounded px-2 py-1 text-xs font-medium text-slate-300 hover:text-white focus-visible:outline-2 focus-visible:outline-emerald-400"
        >
          {visible ? 'Hide' : 'Show'}
        </button>
      }
      {...rest}
    />
  );
};

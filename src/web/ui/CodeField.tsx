import { TextField } from './TextField';

interface CodeFieldProps {
  label: string;
  hint?: string;
  value: string;
  error?: string;
  /** Called with the digits only: spaces and letters a phone keyboard slips in are dropped. */
  onChange(digits: string): void;
}

/** A 6-digit code (SMS or authenticator app): numeric keyboard, filled from an SMS on phones that offer it. */
export function CodeField({ label, hint, value, error, onChange }: CodeFieldProps) {
  return (
    <TextField
      label={label}
      hint={hint}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={6}
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, ''))}
      error={error}
      className="[&_input]:text-center [&_input]:text-2xl [&_input]:tracking-[0.5em]"
    />
  );
}

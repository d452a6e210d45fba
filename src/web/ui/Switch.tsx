import * as SwitchPrimitive from '@radix-ui/react-switch';
import { useId } from 'react';

interface SwitchProps {
  label: string;
  description?: string;
  checked: boolean;
  disabled?: boolean;
  onCheckedChange(checked: boolean): void;
}

/**
 * An on/off setting with its label and description; the whole row is the touch target. The text may
 * shrink and break anywhere (a long email has no spaces), so the switch always stays on screen.
 */
export function Switch({ label, description, checked, disabled, onCheckedChange }: SwitchProps) {
  const id = useId();
  return (
    <div className="flex min-h-14 items-center justify-between gap-4 py-2">
      <label htmlFor={id} className="min-w-0 flex-1 cursor-pointer">
        <span className="block font-medium text-slate-900">{label}</span>
        {description && <span className="block text-sm [overflow-wrap:anywhere] text-slate-600">{description}</span>}
      </label>
      <SwitchPrimitive.Root
        id={id}
        checked={checked}
        disabled={disabled}
        onCheckedChange={onCheckedChange}
        className="relative h-7 w-12 shrink-0 rounded-full bg-slate-300 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:opacity-50 data-[state=checked]:bg-blue-700"
      >
        <SwitchPrimitive.Thumb className="block h-6 w-6 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
      </SwitchPrimitive.Root>
    </div>
  );
}

/**
 * A text field for a number as a Spanish speaker types it ('1,5', '1.5', '32 808'), with its hint under it in a
 * polite live region (D9, D10). Arrow keys step the value where a step is given. Shared by the converters and
 * the calculators.
 */
import type { KeyboardEvent } from 'react';
import { parseNumber } from '@/lib/units/parse';

interface NumberFieldProps {
  id: string;
  label: string;
  value: string;
  hint: string | undefined;
  placeholder?: string;
  /** Arrow keys step by this much, never below min (the spec's step and min, on a field that accepts '1,5'). */
  step?: number;
  min?: number;
  onChange: (text: string) => void;
}

export function NumberField({ id, label, value, hint, placeholder, step, min, onChange }: NumberFieldProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (step === undefined || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    const parsed = parseNumber(value);
    if (!parsed.ok) return;
    event.preventDefault();
    const next = Math.max(min ?? -Infinity, parsed.value + (event.key === 'ArrowUp' ? step : -step));
    onChange(String(Number(next.toFixed(6))));
  };
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        value={value}
        aria-invalid={hint ? true : undefined}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <p id={`${id}-hint`} className="field__hint" aria-live="polite">
        {hint}
      </p>
    </div>
  );
}

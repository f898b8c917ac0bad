/**
 * A field for values written with a colon or a quote ('5:30', '5\'30"', '3:30:00', '1:12'), with its hint under it
 * in a polite live region, like NumberField (D9, D10). NumberField's decimal keypad has no ':' on phones, so a pace,
 * a time or a ratio is typed here with the ordinary keyboard. The slope page's ratio uses it too.
 */
import { NUMERIC } from '@/components/ui/numeric';

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  hint: string | undefined;
  placeholder?: string;
  onChange: (text: string) => void;
}

export function TextField({ id, label, value, hint, placeholder, onChange }: TextFieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        value={value}
        aria-invalid={hint ? true : undefined}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
      />
      {/* A hint can hold a decimal ('más lento que 0.5 km/h'), written in the visitor's separator (D31). */}
      <p id={`${id}-hint`} className="field__hint" aria-live="polite" {...NUMERIC}>
        {hint}
      </p>
    </div>
  );
}

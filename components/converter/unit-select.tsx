import { NUMERIC } from '@/components/ui/numeric';
import type { ConverterWording } from '@/lib/content/types';
import { selectGroups } from '@/lib/units/catalogue';
import { optionLabel } from '@/lib/units/engine';
import type { Family } from '@/lib/units/types';

interface UnitSelectProps {
  id: string;
  label: string;
  value: string;
  units: readonly string[];
  family: Family;
  wording: ConverterWording;
  onChange: (unit: string) => void;
}

/**
 * A 'De' or 'A' select; a long one groups its units (Métrico, EE. UU. y R. U. …, D24). The circular, volume and tacos pages keep a 'Seleccionar' option (D12, D23); elsewhere an empty choice is
 * offered only while nothing is chosen (after a source change cleared the target, D11).
 */
export function UnitSelect({ id, label, value, units, family, wording, onChange }: UnitSelectProps) {
  const placeholder = wording.selectPlaceholder ?? (value === '' ? wording.emptyChoice : null);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {placeholder !== null && <option value="">{placeholder}</option>}
        {selectGroups(units, family).map(({ group, keys }) => {
          const options = keys.map((unit) => (
            <option key={unit} value={unit} {...NUMERIC}>
              {optionLabel(unit, family, wording.optionPrefix)}
            </option>
          ));
          return group === null ? (
            options
          ) : (
            <optgroup key={group} label={wording.groups[group]}>
              {options}
            </optgroup>
          );
        })}
      </select>
    </div>
  );
}

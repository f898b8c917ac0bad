'use client';
/**
 * Issue 34, D37: the molarity calculator under the concentration converter. A mass concentration (g/L, mg/L, µg/L)
 * and the solute's molar mass in g/mol give mol/L and mmol/L; an amount concentration (mol/L, mmol/L, µmol/L) gives
 * g/L and mg/L. The logic is lib/tools/molarity.ts; a molar mass that is empty, not a number or not above zero gives
 * a hint and no result.
 */
import { useId, useState } from 'react';
import result from '@/components/converter/result-box.module.css';
import box from '@/components/ui/calculator-box.module.css';
import { NumberField } from '@/components/ui/number-field';
import { NUMERIC } from '@/components/ui/numeric';
import { capitalise } from '@/lib/text';
import { MOLARITY_HINTS, MOLARITY_UNITS, readMolarity } from '@/lib/tools/molarity';
import { formatGiven, formatNumber } from '@/lib/units/format';

/** D8: the concentration page's decimals. */
const DECIMALS = 4;

/**
 * The calculator opens on physiological saline: 9 g/L of sodium chloride, whose molar mass from the IUPAC conventional
 * atomic weights is Na 22.990 + Cl 35.45 = 58.44 g/mol (CIAAW 2021).
 */
const START = { value: '9', unit: 'gramos_por_litro', molarMass: '58.44' };

export function Molarity() {
  const id = useId();
  const [valueText, setValueText] = useState(START.value);
  const [unitKey, setUnitKey] = useState(START.unit);
  const [molarMassText, setMolarMassText] = useState(START.molarMass);
  const reading = readMolarity(valueText, unitKey, molarMassText);
  const unit = MOLARITY_UNITS.find((candidate) => candidate.key === unitKey);

  const hintFor = (field: 'value' | 'molarMass') =>
    !reading.ok && reading.reason !== 'empty' && (reading.field === field || reading.field === 'both')
      ? MOLARITY_HINTS[reading.reason]
      : undefined;
  const given = reading.ok && unit ? `${formatGiven(reading.given)} ${unit.symbol}` : '';
  const lines = reading.ok
    ? reading.results.map((entry) => `${given} → ${formatNumber(entry.value, DECIMALS)} ${entry.unit.symbol}`)
    : [];

  return (
    <section className={box.calculator} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Calculadora de molaridad</h2>
      <p className={box.intro} {...NUMERIC}>
        Escribe una concentración y la masa molar del soluto en g/mol. De masa por litro obtienes moles por litro (c = γ
        ÷ M) y de moles por litro, masa por litro (γ = c × M). Empieza con el suero fisiológico: 9 g/L de cloruro de
        sodio, de 58.44 g/mol.
      </p>
      <div className={box.fields}>
        <NumberField
          id={`${id}-value`}
          label="Concentración"
          value={valueText}
          hint={hintFor('value')}
          placeholder="Escribe una concentración"
          onChange={setValueText}
        />
        <div className="field">
          <label htmlFor={`${id}-unit`}>Unidad de la concentración</label>
          <select id={`${id}-unit`} value={unitKey} onChange={(event) => setUnitKey(event.target.value)}>
            {MOLARITY_UNITS.map((option) => (
              <option key={option.key} value={option.key}>
                {capitalise(option.name)} ({option.symbol})
              </option>
            ))}
          </select>
        </div>
        <NumberField
          id={`${id}-molar-mass`}
          label="Masa molar (g/mol)"
          value={molarMassText}
          hint={hintFor('molarMass')}
          placeholder="Escribe la masa molar"
          onChange={setMolarMassText}
        />
      </div>
      {/* Not an <output>: the page's one status is the converter's result (D10). */}
      <div className={box.result} aria-live="polite" aria-atomic="true">
        {lines.length > 0 && (
          <div className={result.box}>
            <div>
              {lines.map((line, index) => (
                <p key={line} className={index === 0 ? `${result.line} ${box.line}` : result.extra} {...NUMERIC}>
                  {line}
                </p>
              ))}
            </div>
          </div>
        )}
      </div>
    </section>
  );
}

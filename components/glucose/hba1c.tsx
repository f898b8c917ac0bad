'use client';
/**
 * Issue 34, D37: the HbA1c calculator under the glucose converter. An HbA1c in % (NGSP) or mmol/mol (IFCC) gives the
 * other unit and the ADAG estimated average glucose, in mg/dL and in mmol/L (the latter with the glucose page's own
 * units, so the molar mass is read from its one declaration, as the slipper meter converts with the speed page's). Both are fitted lines: every figure is "≈ … (aproximado)"
 * (D33). The logic and the words are lib/tools/hba1c.ts.
 */
import { useId, useState } from 'react';
import result from '@/components/converter/result-box.module.css';
import box from '@/components/ui/calculator-box.module.css';
import { NumberField } from '@/components/ui/number-field';
import { NUMERIC } from '@/components/ui/numeric';
import { glucosa } from '@/lib/families/glucosa/units';
import { HBA1C_UNITS, HBA1C_WORDS, readHba1c, writeGiven, writeHba1c, type Hba1cUnit } from '@/lib/tools/hba1c';
import { convert } from '@/lib/units/engine';
import { formatNumber } from '@/lib/units/format';
import styles from './hba1c.module.css';

/** The HbA1c the calculator opens on: the ADA's usual goal for many adults with diabetes, a value people look up. */
const START = { text: '7', unit: 'porcentaje' } as const;

export function Hba1cCalculator() {
  const id = useId();
  const [text, setText] = useState<string>(START.text);
  const [unit, setUnit] = useState<Hba1cUnit>(START.unit);
  const reading = readHba1c(text, unit);

  const mgPerDl = glucosa.units.miligramos_por_decilitro.symbol;
  const mmolPerL = glucosa.units.milimoles_por_litro.symbol;
  let lines: { equivalence: string; average: string } | undefined;
  if (reading.ok) {
    const given = unit === 'porcentaje' ? reading.percent : reading.mmolPerMol;
    const typed = writeGiven(given, unit);
    const other =
      unit === 'porcentaje' ? writeHba1c(reading.mmolPerMol, 'mmol_mol') : writeHba1c(reading.percent, 'porcentaje');
    const inMmol = convert(reading.eagMgPerDl, 'miligramos_por_decilitro', 'milimoles_por_litro', glucosa);
    // As the ADA's eAG tables write it: mg/dL whole, mmol/L with one decimal (D33: no more digits than the source's).
    const average = `≈ ${formatNumber(reading.eagMgPerDl, 0)} ${mgPerDl}${inMmol.ok ? `, o ≈ ${formatNumber(inMmol.value, 1)} ${mmolPerL}` : ''}`;
    lines = {
      equivalence: `${typed} → ≈ ${other} (aproximado)`,
      average: `Glucosa media estimada: ${typed} → ${average} (aproximado)`,
    };
  }
  const hint = reading.ok || reading.reason === 'empty' ? undefined : reading.message;
  const otherUnit = !reading.ok && reading.reason === 'out-of-range' ? reading.otherUnit : undefined;

  return (
    <section className={box.calculator} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{HBA1C_WORDS.heading}</h2>
      <p className={box.intro}>{HBA1C_WORDS.intro}</p>
      <div className={box.fields}>
        <NumberField
          id={`${id}-value`}
          label="HbA1c"
          value={text}
          hint={hint}
          placeholder="Escribe tu HbA1c"
          onChange={setText}
        />
        <div className="field">
          <label htmlFor={`${id}-unit`}>Unidad de la HbA1c</label>
          <select id={`${id}-unit`} value={unit} onChange={(event) => setUnit(event.target.value as Hba1cUnit)}>
            {HBA1C_UNITS.map((option) => (
              <option key={option.key} value={option.key}>
                {option.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      {otherUnit && (
        <button type="button" className="button button--small" onClick={() => setUnit(otherUnit)}>
          Usar {HBA1C_UNITS.find((option) => option.key === otherUnit)?.name}
        </button>
      )}
      {/* Not an <output>: the page's one status is the converter's result (D10). */}
      <div className={box.result} aria-live="polite" aria-atomic="true">
        {lines && (
          <div className={result.box}>
            <div>
              <p className={`${result.line} ${box.line}`} {...NUMERIC}>
                {lines.equivalence}
              </p>
              <p className={result.extra} {...NUMERIC}>
                {lines.average}
              </p>
            </div>
          </div>
        )}
      </div>
      <h3 className={styles.subheading}>De dónde salen estas cifras</h3>
      {HBA1C_WORDS.sources.map((paragraph) => (
        <p key={paragraph.slice(0, 40)} className={styles.source} {...NUMERIC}>
          {paragraph}
        </p>
      ))}
    </section>
  );
}

'use client';
/**
 * D30: the download-time calculator of the transfer page. A size in any unit of the data page and a speed in any
 * unit of the transfer page give the time, size ÷ speed; where the size's symbol has a binary and a decimal reading
 * (GB), the other reading's time shows too. Its words are the family module's (lib/families/…/download.ts).
 */
import { useId, useState } from 'react';
import { CopyButton } from '@/components/ui/copy-button';
import { NumberField } from '@/components/ui/number-field';
import { NUMERIC } from '@/components/ui/numeric';
import { DEFAULT_WORDING } from '@/lib/content/wording';
import { downloadSeconds, formatDuration, type DownloadTimeSpec } from '@/lib/tools/download-time';
import { formatInput, optionLabel, withUnit } from '@/lib/units/engine';
import { parseNumber } from '@/lib/units/parse';
import type { Family } from '@/lib/units/types';
import styles from './download-time.module.css';
import result from './result-box.module.css';
import { UnitSelect } from './unit-select';

interface DownloadTimeProps {
  spec: DownloadTimeSpec;
  /** The transfer page's units, for the speed. */
  speeds: Family;
}

/** The number in a field, or the hint under it. */
function read(text: string, refuse: (value: number) => string | undefined): { value?: number; hint?: string } {
  const parsed = parseNumber(text);
  if (!parsed.ok) return parsed.reason === 'empty' ? {} : { hint: DEFAULT_WORDING.hints.invalid };
  const hint = refuse(parsed.value);
  return hint ? { hint } : { value: parsed.value };
}

export function DownloadTime({ spec, speeds }: DownloadTimeProps) {
  const id = useId();
  const { sizes, defaults } = spec;
  const [sizeText, setSizeText] = useState(defaults.size);
  const [sizeUnit, setSizeUnit] = useState(defaults.sizeUnit);
  const [speedText, setSpeedText] = useState(defaults.speed);
  const [speedUnit, setSpeedUnit] = useState(defaults.speedUnit);

  const size = read(sizeText, (value) => (value < 0 ? 'El tamaño no puede ser negativo' : undefined));
  const speed = read(speedText, (value) => (value > 0 ? undefined : 'La velocidad tiene que ser mayor que cero'));
  const time = (unit: string) =>
    size.value === undefined || speed.value === undefined
      ? undefined
      : downloadSeconds(size.value, unit, sizes, speed.value, speedUnit, speeds);

  const seconds = time(sizeUnit);
  const given =
    size.value === undefined || speed.value === undefined
      ? ''
      : `${withUnit(formatInput(size.value, sizeUnit, sizes), sizeUnit, sizes)} a ${withUnit(formatInput(speed.value, speedUnit, speeds), speedUnit, speeds)}`;
  const line = seconds === undefined ? '' : `${given} → ${formatDuration(seconds)}`;
  const other = spec.otherReading[sizeUnit];
  const otherSeconds = other ? time(other) : undefined;

  return (
    <section className={styles.calculator} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{spec.heading}</h2>
      <div className={styles.fields}>
        <NumberField
          id={`${id}-size`}
          label="Tamaño del archivo"
          value={sizeText}
          hint={size.hint}
          placeholder="Escribe un tamaño"
          onChange={setSizeText}
        />
        <UnitSelect
          id={`${id}-size-unit`}
          label="Unidad del tamaño"
          value={sizeUnit}
          units={spec.sizeUnits}
          family={sizes}
          wording={DEFAULT_WORDING}
          onChange={setSizeUnit}
        />
        <NumberField
          id={`${id}-speed`}
          label="Velocidad de la conexión"
          value={speedText}
          hint={speed.hint}
          placeholder="Escribe una velocidad"
          onChange={setSpeedText}
        />
        <UnitSelect
          id={`${id}-speed-unit`}
          label="Unidad de la velocidad"
          value={speedUnit}
          units={Object.keys(speeds.units)}
          family={speeds}
          wording={DEFAULT_WORDING}
          onChange={setSpeedUnit}
        />
      </div>
      <div className={styles.result} aria-live="polite" aria-atomic="true">
        {/* Not an <output>: the page's one status is the converter's result (D10). */}
        {line && (
          <div className={result.box}>
            <p className={`${result.line} ${styles.line}`} {...NUMERIC}>
              {line}
            </p>
            <CopyButton text={line.replace(/\u202f/g, '')} label="Copiar tiempo de descarga" numbers />
          </div>
        )}
        {other && otherSeconds !== undefined && (
          <p className={styles.other} {...NUMERIC}>
            Con {optionLabel(other, sizes).replace(/^./, (letter) => letter.toLocaleLowerCase('es'))} en lugar de{' '}
            {optionLabel(sizeUnit, sizes).replace(/^./, (letter) => letter.toLocaleLowerCase('es'))}:{' '}
            {formatDuration(otherSeconds)}.
          </p>
        )}
      </div>
      {spec.sections.map((section) => (
        <div key={section.title} className={styles.text}>
          <h3>{section.title}</h3>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)} {...NUMERIC}>
              {paragraph}
            </p>
          ))}
        </div>
      ))}
    </section>
  );
}

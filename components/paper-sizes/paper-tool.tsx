'use client';
/**
 * /tamanos-de-papel (issue 34, D37): a size and a resolution give the size in pixels (in × ppp, whole pixels), and the
 * size is drawn to scale over a second one (A4 over carta by default). The resolutions a click away are the pixel
 * page's own (D30). The state lives in the address (D9): ?tamano=a4&comparar=carta&ppp=300.
 */
import { useId } from 'react';
import { CopyButton } from '@/components/ui/copy-button';
import { NumberField } from '@/components/ui/number-field';
import { NUMERIC } from '@/components/ui/numeric';
import { useAddressState } from '@/hooks/use-address-state';
import { CSS_PPP, RESOLUTIONS } from '@/lib/families/pixeles/units';
import { carriesQuery, readQuery, writeQuery } from '@/lib/query-string';
import { capitalise, formatCount } from '@/lib/text';
import { shortName } from '@/lib/tools/paper-format';
import { PAPER_SIZES, paperByKey, paperDimensions, paperPixels, type PaperSeries } from '@/lib/tools/paper-sizes';
import { formatGiven, formatNumber } from '@/lib/units/format';
import { parseNumber } from '@/lib/units/parse';
import { PaperDrawing } from './paper-drawing';
import styles from './paper-tool.module.css';

export interface PaperForm {
  paper: string;
  /** The size drawn under it, or NONE. */
  other: string;
  ppp: string;
}

const NONE = 'ninguno';

/** A4 over carta, at the CSS reference resolution (96 ppp) that the pixel page opens on. */
export const DEFAULT_PAPER_FORM: PaperForm = { paper: 'a4', other: 'carta', ppp: String(CSS_PPP) };

const QUERY_KEYS = { paper: 'tamano', other: 'comparar', ppp: 'ppp' } as const;

function formFromQuery(search: string, fallback: PaperForm): PaperForm {
  const values = readQuery(search, QUERY_KEYS);
  return {
    paper: values.paper && paperByKey(values.paper) ? values.paper : fallback.paper,
    other: values.other && (values.other === NONE || paperByKey(values.other)) ? values.other : fallback.other,
    ppp: values.ppp?.slice(0, 40) ?? fallback.ppp,
  };
}

const queryFromForm = (form: PaperForm): string =>
  writeQuery(QUERY_KEYS, { paper: form.paper, other: form.other, ppp: form.ppp.trim() });

const carriesForm = (search: string) => carriesQuery(search, QUERY_KEYS);

const GROUPS: readonly { series: readonly PaperSeries[]; label: string }[] = [
  { series: ['A'], label: 'Serie A (ISO 216)' },
  { series: ['B'], label: 'Serie B (ISO 216)' },
  { series: ['C'], label: 'Serie C, sobres (ISO 269)' },
  { series: ['norteamericano', 'oficio'], label: 'Carta, legal, tabloide y oficio' },
];

function PaperOptions() {
  return GROUPS.map((group) => (
    <optgroup key={group.label} label={group.label}>
      {PAPER_SIZES.filter((paper) => group.series.includes(paper.series)).map((paper) => (
        <option key={paper.key} value={paper.key} {...NUMERIC}>
          {paper.name}
        </option>
      ))}
    </optgroup>
  ));
}

/** 'A4 a 300 ppp → 2480 × 3508 px' for a size at a resolution, or the reason there is none. */
function pixelLine(key: string, ppp: number): { line: string } | { hint: string } | undefined {
  const paper = paperByKey(key);
  if (!paper) return undefined;
  const pixels = paperPixels(paper, ppp);
  if (!pixels.ok) return { hint: pixels.reason };
  return {
    line: `${capitalise(shortName(paper))} a ${formatGiven(ppp)} ppp → ${formatCount(pixels.value.width)} × ${formatCount(pixels.value.height)} px`,
  };
}

/** `initial`: the state a question page opens on (issue 34: its size, resolution and comparison); the address still wins. */
export function PaperTool({ initial }: { initial?: Partial<PaperForm> } = {}) {
  const id = useId();
  const [form, update] = useAddressState(
    { ...DEFAULT_PAPER_FORM, ...initial },
    formFromQuery,
    queryFromForm,
    carriesForm,
  );
  const set = (key: keyof PaperForm) => (value: string) => update((previous) => ({ ...previous, [key]: value }));

  const paper = paperByKey(form.paper);
  const other = form.other === NONE ? undefined : paperByKey(form.other);
  const parsed = parseNumber(form.ppp);
  const ppp = parsed.ok ? parsed.value : undefined;
  const main = ppp === undefined ? undefined : pixelLine(form.paper, ppp);
  const second = ppp === undefined || !other || other.key === paper?.key ? undefined : pixelLine(other.key, ppp);
  const pppHint = parsed.ok
    ? main && 'hint' in main
      ? main.hint
      : undefined
    : parsed.reason === 'empty'
      ? undefined
      : 'Introduce un número válido.';
  const inches = paper && paperDimensions(paper, 'in');

  return (
    <div className="converter">
      <div className={styles.layout}>
        <div>
          <h2 className={styles.title}>Un tamaño en píxeles y a escala</h2>
          <div className={styles.controls}>
            <div className="field">
              <label htmlFor={`${id}-paper`}>Tamaño</label>
              <select id={`${id}-paper`} value={form.paper} onChange={(event) => set('paper')(event.target.value)}>
                <PaperOptions />
              </select>
              <p className="field__hint" />
            </div>
            <div>
              <NumberField
                id={`${id}-ppp`}
                label="Resolución (ppp)"
                value={form.ppp}
                hint={pppHint}
                step={1}
                min={1}
                onChange={set('ppp')}
              />
              <div className={styles.presets} role="group" aria-label="Resoluciones habituales">
                {RESOLUTIONS.map((preset) => (
                  <button
                    key={preset}
                    type="button"
                    aria-pressed={ppp === preset}
                    onClick={() => set('ppp')(String(preset))}
                  >
                    {preset} ppp
                  </button>
                ))}
              </div>
            </div>
          </div>
          <div className={styles.result} aria-live="polite" aria-atomic="true">
            {main && 'line' in main && (
              <>
                <div className={styles.box}>
                  <p className={styles.line}>
                    <output {...NUMERIC}>{main.line}</output>
                  </p>
                  <CopyButton text={main.line.replace(/\u202f/g, '')} label="Copiar tamaño en píxeles" numbers />
                </div>
                {inches && ppp !== undefined && (
                  <p className={styles.extra} {...NUMERIC}>
                    {formatNumber(inches.width, 4)} × {formatNumber(inches.height, 4)} in × {formatGiven(ppp)} ppp,
                    redondeado al píxel entero.
                  </p>
                )}
                {second && 'line' in second && (
                  <p className={styles.extra} {...NUMERIC}>
                    {second.line}
                  </p>
                )}
              </>
            )}
          </div>
          <div className={`field ${styles.compare}`}>
            <label htmlFor={`${id}-other`}>Comparar con</label>
            <select id={`${id}-other`} value={form.other} onChange={(event) => set('other')(event.target.value)}>
              <option value={NONE}>Ninguno</option>
              <PaperOptions />
            </select>
            <p className="field__hint" />
          </div>
        </div>
        <div className={styles.drawing}>{paper && <PaperDrawing paper={paper} other={other} />}</div>
      </div>
    </div>
  );
}

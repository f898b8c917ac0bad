/**
 * Issue 34, D37: glycated haemoglobin (HbA1c) between its two units and the estimated average glucose, for the
 * calculator under the glucose converter (`/convertir-glucosa`). Pure; errors are values.
 *
 * Both relations are straight lines fitted to measurements, not definitions, so every figure they give is
 * "≈ … (aproximado)" (D33):
 * - NGSP/IFCC master equation (Hoelzel et al., Clin Chem 2004;50:166–174; coefficients as the NGSP publishes them,
 *   ngsp.org/ifcc.asp): NGSP % = 0.09148 × IFCC mmol/mol + 2.152. Its inverse is taken exactly here,
 *   IFCC = (NGSP − 2.152) / 0.09148; the IFCC network's rounded form, 10.93 × NGSP − 23.5, gives the same whole
 *   mmol/mol across the range (6.5 % → 47.53 here, 47.55 there: 48 both).
 * - ADAG (Nathan et al., "Translating the A1C assay into estimated average glucose values", Diabetes Care
 *   2008;31:1473–1478; 507 people, R² = 0.84): eAG (mg/dL) = 28.7 × A1C (%) − 46.7.
 *
 * Shown as the International HbA1c Consensus Committee asks: % with one decimal, mmol/mol with none.
 *
 * Decided here: the calculator takes an HbA1c between 3 % and 20 %, or between 10 and 195 mmol/mol (the master
 * equation gives 9.27 for 3 % and 195.1 for 20 %: the whole numbers inside). These are bounds against typing errors, not a clinical range: a 40 % is a slip, and a number that fits the other unit's
 * bounds (53 typed as %, 7 typed as mmol/mol) is offered in that unit instead of converted.
 */
import { capitalise } from '@/lib/text';
import { formatGiven, formatNumber } from '@/lib/units/format';
import { formatFactor } from '@/lib/units/format-factor';
import { parseNumber } from '@/lib/units/parse';

export type Hba1cUnit = 'porcentaje' | 'mmol_mol';

export const HBA1C_UNITS: readonly { key: Hba1cUnit; name: string; symbol: string }[] = [
  { key: 'porcentaje', name: '% (NGSP/DCCT)', symbol: '%' },
  { key: 'mmol_mol', name: 'mmol/mol (IFCC)', symbol: 'mmol/mol' },
];

/** Hoelzel et al. 2004, NGSP's coefficients: NGSP % = slope × IFCC mmol/mol + intercept. */
export const MASTER_EQUATION = { slope: 0.09148, intercept: 2.152 } as const;
/** Nathan et al. 2008 (ADAG): eAG mg/dL = slope × A1C % − intercept. */
export const ADAG = { slope: 28.7, intercept: 46.7 } as const;

/** The calculator's bounds, in %: against typing errors, not a clinical range (see above). */
export const PERCENT_BOUNDS = { min: 3, max: 20 } as const;

export const percentFromIfcc = (mmolPerMol: number): number =>
  MASTER_EQUATION.slope * mmolPerMol + MASTER_EQUATION.intercept;

export const ifccFromPercent = (percent: number): number =>
  (percent - MASTER_EQUATION.intercept) / MASTER_EQUATION.slope;

/** ADAG's estimated average glucose, mg/dL, for an HbA1c in %. */
export const eagFromPercent = (percent: number): number => ADAG.slope * percent - ADAG.intercept;

/** The bounds in mmol/mol: the whole numbers inside the master equation's 9.27 (3 %) and 195.1 (20 %). */
export const IFCC_BOUNDS = { min: 10, max: 195 } as const;

const symbolOf = (unit: Hba1cUnit) => (unit === 'porcentaje' ? '%' : 'mmol/mol');

/** An HbA1c as the consensus writes it: '6.5 %', '48 mmol/mol'. */
export function writeHba1c(value: number, unit: Hba1cUnit): string {
  return `${formatNumber(value, unit === 'porcentaje' ? 1 : 0)} ${symbolOf(unit)}`;
}

/** An HbA1c as the visitor typed it, not rounded (D8's given value): '6.55 %'. */
export function writeGiven(value: number, unit: Hba1cUnit): string {
  return `${formatGiven(value)} ${symbolOf(unit)}`;
}

const within = (value: number, unit: Hba1cUnit) =>
  unit === 'porcentaje'
    ? value >= PERCENT_BOUNDS.min && value <= PERCENT_BOUNDS.max
    : value >= IFCC_BOUNDS.min && value <= IFCC_BOUNDS.max;

const other = (unit: Hba1cUnit): Hba1cUnit => (unit === 'porcentaje' ? 'mmol_mol' : 'porcentaje');

const RANGE = `${writeHba1c(PERCENT_BOUNDS.min, 'porcentaje')} y ${writeHba1c(PERCENT_BOUNDS.max, 'porcentaje')}`;
const IFCC_RANGE = `${writeHba1c(IFCC_BOUNDS.min, 'mmol_mol')} y ${writeHba1c(IFCC_BOUNDS.max, 'mmol_mol')}`;

export type Hba1cReading =
  | { ok: true; percent: number; mmolPerMol: number; eagMgPerDl: number }
  | { ok: false; reason: 'empty' }
  | { ok: false; reason: 'invalid' | 'not-positive' | 'out-of-range'; message: string; otherUnit?: Hba1cUnit };

/** What the visitor typed, in the unit chosen: both units and the eAG, or why not. */
export function readHba1c(text: string, unit: Hba1cUnit): Hba1cReading {
  const parsed = parseNumber(text);
  if (!parsed.ok) {
    if (parsed.reason === 'empty') return { ok: false, reason: 'empty' };
    return { ok: false, reason: 'invalid', message: 'Introduce un número válido' };
  }
  const value = parsed.value;
  if (value <= 0) return { ok: false, reason: 'not-positive', message: 'La HbA1c tiene que ser mayor que cero' };
  if (!within(value, unit)) {
    const typed = writeGiven(value, unit);
    const allowed = unit === 'porcentaje' ? RANGE : IFCC_RANGE;
    const message = `Una HbA1c de ${typed} no es un resultado posible: escribe un valor entre ${allowed}`;
    // The same number in the other unit is plausible: the visitor probably chose the wrong unit.
    if (within(value, other(unit))) {
      const meant = writeGiven(value, other(unit));
      return {
        ok: false,
        reason: 'out-of-range',
        message: `${message}. ¿Querías decir ${meant}? Cambia la unidad.`,
        otherUnit: other(unit),
      };
    }
    return { ok: false, reason: 'out-of-range', message };
  }
  const percent = unit === 'porcentaje' ? value : percentFromIfcc(value);
  const mmolPerMol = unit === 'mmol_mol' ? value : ifccFromPercent(value);
  return { ok: true, percent, mmolPerMol, eagMgPerDl: eagFromPercent(percent) };
}

/** The two formulas as the page writes them, from the coefficients above (STYLE 11: never typed twice). */
export const FORMULAS = {
  master: `% NGSP = ${formatFactor(MASTER_EQUATION.slope)} × mmol/mol IFCC + ${formatFactor(MASTER_EQUATION.intercept)}`,
  inverse: `mmol/mol IFCC = (% NGSP − ${formatFactor(MASTER_EQUATION.intercept)}) ÷ ${formatFactor(MASTER_EQUATION.slope)}`,
  adag: `glucosa media estimada (mg/dL) = ${formatFactor(ADAG.slope)} × HbA1c (%) − ${formatFactor(ADAG.intercept)}`,
} as const;

/** The calculator's words: what each formula is and where it comes from (D33: fitted lines, so approximate). */
export const HBA1C_WORDS = {
  heading: 'HbA1c: de % a mmol/mol y glucosa media estimada',
  intro:
    'Escribe tu hemoglobina glicada (HbA1c) en porcentaje, la unidad de las guías de la ADA y de Diabetes Canada, o en mmol/mol, la única que informan los laboratorios del Reino Unido desde junio de 2011. Verás el valor en la otra unidad y la glucosa media estimada de los últimos dos o tres meses.',
  sources: [
    `${FORMULAS.master}, y al revés ${FORMULAS.inverse}. Es la ecuación maestra que une los dos sistemas de referencia, el del NGSP de Estados Unidos (calibrado con el estudio DCCT) y el de la IFCC (Hoelzel y colaboradores, Clinical Chemistry, 2004; coeficientes publicados por el NGSP). Es una recta ajustada al comparar métodos de laboratorio: el resultado es aproximado, y se redondea como piden las guías, el % con un decimal y los mmol/mol sin decimales.`,
    `${capitalise(FORMULAS.adag)}. Es la recta del estudio ADAG (Nathan y colaboradores, Diabetes Care, 2008), que comparó la HbA1c de 507 personas, con diabetes de tipo 1 o 2 y sin diabetes, con unas 2700 mediciones de la glucosa de cada una durante tres meses (R² = 0.84). Da una media de población: la glucosa media real de una persona puede quedar bastante por encima o por debajo, y en el embarazo la relación es otra (Law y colaboradores, Diabetologia, 2017). El valor en mmol/L es esa misma glucosa pasada a mmol/L con la masa molar de la glucosa, como en el convertidor de arriba.`,
    'Esta calculadora no dice si una HbA1c es normal o no. Los valores de referencia dependen de la guía (ADA, OMS, la de tu país) y de tu situación: coméntalos con tu médico.',
  ],
} as const;

'use client';
import { useDeferredValue, useId, useMemo } from 'react';
import { NumberField } from '@/components/ui/number-field';
import { NUMERIC } from '@/components/ui/numeric';
import { useAddressState } from '@/hooks/use-address-state';
import { carriesQuery, readQuery, writeQuery } from '@/lib/query-string';
import {
  CSV_FILE_NAME,
  DEFAULT_FORM,
  PERIODS,
  amortizationCsv,
  evaluateDebt,
  formatMXN,
  isPeriodKey,
  periodFor,
  type DebtForm,
  type DebtResult,
} from '@/lib/tools/debt';
import { formatNumber } from '@/lib/units/format';
import { AmortizationTable } from './amortization-table';
import { BalanceChart } from './balance-chart';
import styles from './debt-calculator.module.css';

/* The form lives in the address (?monto=1000&tasa=12&periodo=mensual&plazo=12) so a loan can be shared. */
const QUERY_KEYS = { amount: 'monto', rate: 'tasa', period: 'periodo', term: 'plazo' } as const;

function formFromQuery(search: string, fallback: DebtForm): DebtForm {
  const values = readQuery(search, QUERY_KEYS);
  const text = (value: string | null, previous: string) => value?.slice(0, 40) ?? previous;
  const period = values.period ?? '';
  return {
    amount: text(values.amount, fallback.amount),
    rate: text(values.rate, fallback.rate),
    period: isPeriodKey(period) ? period : fallback.period,
    term: text(values.term, fallback.term),
  };
}

const queryFromForm = (form: DebtForm): string =>
  writeQuery(QUERY_KEYS, {
    amount: form.amount.trim(),
    rate: form.rate.trim(),
    period: form.period,
    term: form.term.trim(),
  });

const carriesForm = (search: string) => carriesQuery(search, QUERY_KEYS);

/** D8: counts grouped with a narrow no-break space (36 500); only money is es-MX (D17). */
const formatCount = (n: number) => formatNumber(n, 0);

/** The UTF-8 byte order mark lets Excel read 'Interés' with its accent. */
function downloadCsv(result: DebtResult) {
  const blob = new Blob(['\uFEFF', amortizationCsv(result.pagos)], { type: 'text/csv;charset=utf-8' });
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = CSV_FILE_NAME;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: some browsers start reading the file only after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}

/** Spec 001 debt calculator (§3, §4: recalculates on every change; D17). */
export function DebtCalculator() {
  const id = useId();
  const [form, update] = useAddressState(DEFAULT_FORM, formFromQuery, queryFromForm, carriesForm);
  const view = useMemo(() => evaluateDebt(form), [form]);
  // The chart and a long table follow a step behind while typing, so the fields never lag.
  const deferredForm = useDeferredValue(form);
  const deferredView = useMemo(
    () => (deferredForm === form ? view : evaluateDebt(deferredForm)),
    [deferredForm, form, view],
  );

  const set = (key: 'amount' | 'rate' | 'term') => (text: string) =>
    update((previous) => ({ ...previous, [key]: text }));
  const errors = view.ok ? {} : view.errors;
  const period = periodFor(form.period);

  return (
    <div className="converter">
      <div className={styles.controls}>
        <NumberField
          id={`${id}-amount`}
          label="Monto del préstamo"
          value={form.amount}
          hint={errors.amount}
          step={100}
          min={0}
          onChange={set('amount')}
        />
        <NumberField
          id={`${id}-rate`}
          label="Tasa de interés anual (%)"
          value={form.rate}
          hint={errors.rate}
          step={0.1}
          min={0}
          onChange={set('rate')}
        />
        <div className="field">
          <label htmlFor={`${id}-period`}>Periodo de pago</label>
          <select
            id={`${id}-period`}
            value={form.period}
            onChange={(event) => {
              const next = event.target.value;
              if (isPeriodKey(next)) update((previous) => ({ ...previous, period: next }));
            }}
          >
            {PERIODS.map((option) => (
              <option key={option.key} value={option.key}>
                {option.label}
              </option>
            ))}
          </select>
          <p className="field__hint" />
        </div>
        <NumberField
          id={`${id}-term`}
          label="Plazo (meses)"
          value={form.term}
          hint={errors.term}
          step={1}
          min={1}
          onChange={set('term')}
        />
      </div>

      <div className={styles.results} aria-live="polite">
        {view.ok ? (
          <>
            <dl className={styles.summary}>
              <div className={`${styles.figure} ${styles.main}`}>
                <dt>{period.payment}</dt>
                <dd {...NUMERIC}>{formatMXN(view.result.pagoPorPeriodo)}</dd>
              </div>
              <div className={styles.figure}>
                <dt>Total a pagar</dt>
                <dd {...NUMERIC}>{formatMXN(view.result.totalPagar)}</dd>
              </div>
              <div className={styles.figure}>
                <dt>Total de intereses</dt>
                <dd {...NUMERIC}>{formatMXN(view.result.totalInteres)}</dd>
              </div>
              <div className={styles.figure}>
                <dt>Número de pagos</dt>
                <dd>
                  {formatCount(view.result.numeroPagos)}{' '}
                  <span className={styles.unit}>
                    {view.result.numeroPagos === 1 ? 'pago' : `pagos ${period.plural}`}
                  </span>
                </dd>
              </div>
            </dl>
            {view.notes.map((note) => (
              <p key={note} className={styles.detail} {...NUMERIC}>
                {note}
              </p>
            ))}
          </>
        ) : view.problem ? (
          <p className="result__note" {...NUMERIC}>
            {view.problem}
          </p>
        ) : (
          <p className={styles.detail}>Corrige los datos marcados para ver el resultado.</p>
        )}
      </div>

      {deferredView.ok && (
        <div className={styles.panels}>
          <section className={styles.panel}>
            <h2 id={`${id}-chart-title`}>Evolución del saldo</h2>
            <BalanceChart
              amountCents={deferredView.input.amountCents}
              pagos={deferredView.result.pagos}
              plural={periodFor(deferredView.input.period).plural}
            />
          </section>
          <section className={styles.panel}>
            <div className={styles.panelHead}>
              <h2 id={`${id}-table-title`}>Tabla de amortización</h2>
              <button
                type="button"
                className="button"
                onClick={() => downloadCsv(view.ok ? view.result : deferredView.result)}
              >
                Descargar CSV
              </button>
            </div>
            <AmortizationTable key={deferredView.result.numeroPagos} result={deferredView.result} />
          </section>
        </div>
      )}
    </div>
  );
}

/** Texts of the debt and interest calculator page (spec 001 'Debt calculator', D17). */
import type { TextSection } from './types';

export interface DebtContent {
  heading: string;
  intro: string;
  /** The yellow note: an estimate, without fees or taxes (not the CAT). */
  note: { title: string; text: string };
  /** At least 200 words in all. */
  sections: readonly TextSection[];
}

export const debtContent: DebtContent = {
  heading: 'Calculadora de deuda e interés',
  intro:
    'Calcula cuánto pagarás por un préstamo: escribe el monto, la tasa de interés anual, cada cuánto pagas y el plazo en meses. Verás el pago de cada periodo, el total de intereses, la tabla de amortización completa y la gráfica del saldo, y podrás descargar la tabla en CSV.',
  note: {
    title: 'Es una estimación',
    text: 'El cálculo usa solo la tasa de interés que escribes. No incluye comisiones por apertura, seguros, IVA sobre los intereses ni otros cargos, así que el pago real de un crédito puede ser mayor. Para comparar créditos en México, fíjate en el CAT (Costo Anual Total), que sí suma esos costos.',
  },
  sections: [
    {
      title: '¿Qué es una tabla de amortización?',
      paragraphs: [
        'Amortizar una deuda es devolverla poco a poco. La tabla de amortización muestra, pago por pago, cómo se reparte cada cuota: una parte cubre los intereses generados desde el pago anterior y el resto, llamado capital, reduce lo que debes. Cada fila indica el saldo inicial, el pago, el interés, el capital y el saldo final, que pasa a ser el saldo inicial de la fila siguiente. Cuando el saldo final llega a cero, la deuda queda saldada.',
        'Las cantidades se calculan en centavos: el interés de cada pago se redondea al centavo y el último pago absorbe las diferencias de redondeo. Por eso puede diferir unos centavos de los demás, y el saldo termina exactamente en $0.00.',
      ],
    },
    {
      title: 'El sistema francés: pagos iguales',
      paragraphs: [
        'Esta calculadora usa el sistema francés, muy habitual en préstamos personales y en créditos automotrices e hipotecarios a tasa fija: todos los pagos son iguales. La cuota se obtiene con la fórmula de la anualidad, P × r / (1 − (1 + r)^−n), donde P es el monto prestado, r la tasa de cada periodo y n el número de pagos.',
        'Como el interés se calcula sobre el saldo pendiente, al principio la mayor parte de cada pago se va en intereses; conforme el saldo baja, una parte cada vez mayor se destina a capital. Con una tasa de 0\u00a0% no hay intereses y el monto simplemente se divide en partes iguales.',
      ],
    },
    {
      title: 'Cómo influye el periodo de pago',
      paragraphs: [
        'El plazo siempre se indica en meses, y el periodo decide cada cuánto pagas: diario (365 pagos al año), semanal (52), quincenal (24), mensual (12) o anual (1). El número de pagos es el plazo multiplicado por los pagos de un año y dividido entre 12, redondeado al entero más cercano. La tasa anual se reparte entre los pagos del año: un 12\u00a0% anual es un 1\u00a0% por mes o un 0.5\u00a0% por quincena.',
        'Con pagos más frecuentes el saldo baja antes y se paga algo menos de intereses. Por ejemplo, 1000 pesos al 12\u00a0% anual durante un año generan $66.19 de intereses con pagos mensuales y $62.37 con pagos semanales.',
      ],
    },
    {
      title: 'Tasa nominal, CAT y otros costos',
      paragraphs: [
        'La tasa que escribes es una tasa nominal anual. Cuando el interés se cobra varias veces al año, la tasa efectiva es un poco mayor: un 12\u00a0% anual con pagos mensuales equivale a cerca de un 12.68\u00a0% efectivo al año. Además, los créditos reales suelen sumar comisiones, seguros e impuestos.',
        'En México, bancos y otras instituciones financieras deben informar el CAT (Costo Anual Total), que reúne en un solo porcentaje anual los intereses, las comisiones y demás gastos del crédito; en otros países existe un indicador parecido, como la TAE en España. Usa esta calculadora para entender y comparar escenarios, y revisa siempre el CAT y el contrato antes de firmar.',
      ],
    },
  ],
};

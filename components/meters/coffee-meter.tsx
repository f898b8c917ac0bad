'use client';
import { useState } from 'react';
import type { MeterData } from '@/lib/content/meters';
import {
  CAFFEINE_DAILY_REFERENCE_MG,
  caffeineText,
  clampToRange,
  coffeeFigures,
  cupsText,
  heartbeatText,
  minutesText,
} from '@/lib/tools/meters';
import { Meter } from './meter';

/** The coffee meter (spec 001 §4, §9): cups → caffeine, heartbeat and nap figures. */
export function CoffeeMeter({ meter }: { meter: MeterData }) {
  const [cups, setCups] = useState(() => clampToRange(meter.initial, meter));
  const { caffeineMg, heartbeatIncrease, napMinutes } = coffeeFigures(cups);
  return (
    <Meter
      meter={meter}
      value={cups}
      onChange={setCups}
      valueText={cupsText}
      figures={[
        { label: 'Cafeína', value: caffeineText(caffeineMg), detail: 'miligramos, a 95 mg por taza' },
        {
          label: 'Aumento del ritmo cardiaco',
          value: heartbeatText(heartbeatIncrease),
          detail: 'latidos por minuto, de broma',
        },
        { label: 'Siesta pendiente', value: minutesText(napMinutes), detail: '15 minutos por taza' },
      ]}
      remark={
        caffeineMg > CAFFEINE_DAILY_REFERENCE_MG
          ? `Ya pasas de los ${CAFFEINE_DAILY_REFERENCE_MG} mg diarios que la EFSA considera seguros para un adulto sano.`
          : undefined
      }
    />
  );
}

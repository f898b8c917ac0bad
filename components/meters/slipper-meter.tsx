'use client';
import { useState } from 'react';
import type { MeterData } from '@/lib/content/meters';
import { velocidad } from '@/lib/families/velocidad/units';
import { HALLWAY_METRES, clampToRange, slipperFigures, speedText } from '@/lib/tools/meters';
import { Meter } from './meter';

/** The slipper speed (spec 001 §4, §9): km/h → emoji, description, and the speed in m/s for fun. */
export function SlipperMeter({ meter }: { meter: MeterData }) {
  const [speed, setSpeed] = useState(() => clampToRange(meter.initial, meter));
  const { metresPerSecond, hallwaySeconds } = slipperFigures(speed, velocidad);
  return (
    <Meter
      meter={meter}
      value={speed}
      onChange={setSpeed}
      valueText={speedText}
      figures={[
        { label: 'En metros por segundo', value: `${metresPerSecond} m/s`, detail: 'km/h ÷ 3.6' },
        {
          label: `Tiempo en cruzar un pasillo de ${HALLWAY_METRES} m`,
          value: hallwaySeconds === undefined ? 'Nunca' : `${hallwaySeconds} s`,
          detail: hallwaySeconds === undefined ? 'la chancla sigue en su sitio' : 'justo para pedir perdón',
        },
      ]}
    />
  );
}

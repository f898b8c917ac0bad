'use client';
import { Converter, type ConverterProps } from './converter';
import { SizeTable } from './size-table';

const PIECES = { SizeTable };

/** The converter of the families with a table of sizes (rings, shoe lasts), whose code only their pages carry. */
export function SizeTableConverter(props: Omit<ConverterProps, 'pieces'>) {
  return <Converter {...props} pieces={PIECES} />;
}

import { NUMERIC } from '@/components/ui/numeric';
import { CLOTHING_CATEGORIES, CLOTHING_SIZE_TABLES, type ClothingSizesContent } from '@/lib/content/clothing-sizes';
import { measureHeader, writeMeasure } from './clothing-format';
import styles from './clothing-size-tables.module.css';

/**
 * What the tables' section holds (ClothingSizeTables), rendered on the server only
 * (components/ui/server-only-parts.tsx). Every source's table as server HTML (issue 34, D37): its columns and rows as the source gives them, its body measures
 * in the source's unit and, under each, the other unit marked '≈'. Grouped by category, each table named by its
 * source, with a link to it.
 */
export function ClothingSizeTablesContent({ tables }: { tables: ClothingSizesContent['tables'] }) {
  return (
    <>
      <h2>{tables.title}</h2>
      <p className={styles.caption} {...NUMERIC}>
        {tables.caption}
      </p>
      {CLOTHING_CATEGORIES.map((category) => (
        <div key={category.key}>
          <h3 className={styles.category}>{category.label}</h3>
          {CLOTHING_SIZE_TABLES.filter((table) => table.category === category.key).map((table) => {
            const id = `tallas-${table.id}`;
            return (
              <div key={table.id} className={`${styles.block} later`}>
                <h4 id={id} {...NUMERIC}>
                  {table.short}
                </h4>
                <p className={styles.source} id={`${id}-fuente`} {...NUMERIC}>
                  {table.note} Fuente:{' '}
                  <a href={table.source.url} rel="noopener noreferrer">
                    {table.source.name}, «{table.source.title}»
                  </a>
                  .
                </p>
                {/* Focusable so that keyboard users can scroll a wide table (WCAG 2.1.1). */}
                {/* The region's name says its category too: two sources can have the same short name (axe landmark-unique). */}
                <div
                  className={styles.scroll}
                  tabIndex={0}
                  role="region"
                  aria-label={`${category.label}: ${table.short}`}
                >
                  <table aria-labelledby={id} aria-describedby={`${id}-fuente`}>
                    <thead>
                      <tr>
                        {table.columns.map((column) => (
                          <th key={column.label} scope="col">
                            {column.label}
                          </th>
                        ))}
                        {table.measures.map((column) => (
                          <th key={column.measure} scope="col">
                            {measureHeader(table.category, column)}
                          </th>
                        ))}
                      </tr>
                    </thead>
                    <tbody>
                      {table.rows.map((row, rowIndex) => (
                        // Rows are the source's, in its order; two rows may share a size (H&M's S is EUR 44 and 46).
                        <tr key={rowIndex}>
                          {row.sizes.map((cell, index) => (
                            <td key={table.columns[index]?.label ?? index} {...NUMERIC}>
                              {cell || '—'}
                            </td>
                          ))}
                          {table.measures.map((column, index) => {
                            const cell = row.measures[index];
                            if (cell == null) return <td key={column.measure}>—</td>;
                            const { given, converted } = writeMeasure(cell, column.unit);
                            return (
                              <td key={column.measure} {...NUMERIC}>
                                {given}{' '}
                                <span className={styles.converted} {...NUMERIC}>
                                  {converted}
                                </span>
                              </td>
                            );
                          })}
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </div>
            );
          })}
        </div>
      ))}
    </>
  );
}

export function splitBlocks(css: string): string[];
export function criticalCss(css: string, classes: ReadonlySet<string>): string;
export function classesInMarkup(html: string): Set<string>;

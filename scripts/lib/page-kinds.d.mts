export const PAGE_KINDS: string[];

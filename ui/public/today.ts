/** The reader's today, as the data deletion policy dates itself (spec §2): "25 November 2026". */
export function formatToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-IN', { dateStyle: 'long' }).format(now);
}

/** The element that shows the reader's today on a prerendered page (PolicyLayout), for the entry to fill in. */
export const TODAY_SELECTOR = '[data-today]';

/** '1 min 05 s', '42 s', '1 h 02 min': a time spent, for the analysis. */
export function formatSpent(ms: number): string {
  const seconds = Math.round(Math.max(0, ms) / 1000);
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ${String(seconds % 60).padStart(2, '0')} s`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

/** Marks as the exam shows them: 42, 42.5, 41.75; a minus sign for a negative total. */
export function formatMarks(marks: number): string {
  return Number.isInteger(marks) ? String(marks) : marks.toFixed(2).replace(/0$/, '');
}

/** Epoch ms as '25 Nov 2026'. */
export function formatMockDate(epochMs: number): string {
  return new Date(epochMs).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
}

import type { PaperState } from '../../core/mock-series/series.model';

const IST: Intl.DateTimeFormatOptions = { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', hour12: true };
const IST_TIME: Intl.DateTimeFormatOptions = { timeZone: 'Asia/Kolkata', hour: 'numeric', minute: '2-digit', hour12: true };
const IST_DAY: Intl.DateTimeFormatOptions = { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' };

/** A paper's window in India's time: '6 Dec, 9:30 am to 3:30 pm IST', the date twice only when it spans days. */
export function formatWindow(opensAt: number, closesAt: number): string {
  const sameDay = new Date(opensAt).toLocaleDateString('en-IN', IST_DAY) === new Date(closesAt).toLocaleDateString('en-IN', IST_DAY);
  const opens = new Date(opensAt).toLocaleString('en-IN', IST);
  const closes = new Date(closesAt).toLocaleString('en-IN', sameDay ? IST_TIME : IST);
  return `${opens} to ${closes} IST`;
}

export const PAPER_STATE_LABELS: Readonly<Record<PaperState, string>> = { upcoming: 'Upcoming', open: 'Open', closed: 'Closed' };

/** 'among the 1,204 students who have submitted this paper so far', or final once the paper has closed. */
export function standingBasis(takers: number, final: boolean): string {
  const students = `${takers.toLocaleString('en-IN')} ${takers === 1 ? 'student' : 'students'}`;
  if (final) return `Final: among the ${students} who took this paper before it closed.`;
  return `Among the ${students} who ${takers === 1 ? 'has' : 'have'} submitted this paper so far; it may change until the paper closes.`;
}

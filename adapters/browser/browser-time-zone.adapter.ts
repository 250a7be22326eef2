import type { TimeZone } from '../../core/ports/time-zone.port';

/** The device's own time zone, as the browser knows it (daylight saving included). */
export class BrowserTimeZone implements TimeZone {
  offsetMinutes(epochMs: number): number {
    // getTimezoneOffset is minutes west of UTC; the port speaks minutes east.
    return -new Date(epochMs).getTimezoneOffset();
  }
}

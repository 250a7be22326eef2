/**
 * The student's own time zone, so that a week runs Monday to Sunday where the student lives
 * (the browser's zone), daylight saving included.
 */
export const TimeZone = Symbol('TimeZone');
export interface TimeZone {
  /** Minutes east of UTC at that instant (India: 330). */
  offsetMinutes(epochMs: number): number;
}

import { CLAT_DURATION_MS } from '../exam/clat-pattern';

/** When the mock ends on its own, from when it started: closing the tab does not stop the clock. */
export function deadlineOf(startedAt: number): number {
  return startedAt + CLAT_DURATION_MS;
}

/** Milliseconds left at `now`, never below zero. */
export function timeLeftMs(startedAt: number, now: number): number {
  return Math.max(0, Math.min(CLAT_DURATION_MS, deadlineOf(startedAt) - now));
}

export function isTimeUp(startedAt: number, now: number): boolean {
  return timeLeftMs(startedAt, now) === 0;
}

/** 'hh:mm:ss' (rounded up to the second, so it reads 00:00:00 only when time is truly up). */
export function formatTimeLeft(ms: number): string {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return [hours, minutes, seconds].map((part) => String(part).padStart(2, '0')).join(':');
}

/** A save or a submission sent just before the end may arrive a little after it on a slow network. */
export const LATE_ANSWER_GRACE_MS = 60_000;

/** Whether answers sent at `now` still count: until the deadline, and a minute's grace for the network. */
export function takesAnswers(startedAt: number, now: number): boolean {
  return now <= deadlineOf(startedAt) + LATE_ANSWER_GRACE_MS;
}

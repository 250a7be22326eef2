/**
 * A value made when it is first asked for. An `Intl` formatter is the case in point: building
 * the first one loads the locale's data (tens of milliseconds on a slow phone), which a module
 * evaluated on the dashboard's first load should not do before any date is shown.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

/** A jsonb column as read: drivers hand it back parsed (pg) or as text (some PGlite paths), and both are read. */
export function fromJsonb<T = unknown>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

/**
 * A stable id for a question that has none of its own (a generated practice set): the source,
 * the topic and a 32-bit FNV-1a hash of the question's text, so the same question gets the same id.
 */
export function questionKey(prefix: string, text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  const safePrefix = prefix
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);
  return `${safePrefix}-${hash.toString(16).padStart(8, '0')}`;
}

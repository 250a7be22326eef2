/** Durable string storage on this device (localStorage in the browser). */
export const KeyValueStorage = Symbol('KeyValueStorage');
export interface KeyValueStorage {
  get(key: string): string | null;
  /** Throws AppError 'storage' when the value cannot be kept (quota, private mode). */
  set(key: string, value: string): void;
  remove(key: string): void;
}

import { ConfigError } from './config';
import type { HttpAdapters } from './http-adapters';

/** The HTTP adapters, which the caller of createContainer loads when a server's address is configured. */
export function loadedHttp(http: HttpAdapters | undefined): HttpAdapters {
  if (!http) throw new ConfigError('VITE_BACKEND_URL or VITE_API_HOST is set, but the HTTP adapters were not loaded.');
  return http;
}

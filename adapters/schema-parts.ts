import { z } from 'zod/mini';

/** A text that may not be empty, such as an id or an e-mail address as stored. */
export const nonEmptyText = z.string().check(z.minLength(1));

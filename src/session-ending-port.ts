import { AppError } from '../core/shared/app-error';

/**
 * The port with every call passed through, except that a rejection coded 'session_expired' (a
 * 401 that is not about payment, spec §6) is first handed to `endSession`, then goes on to the
 * caller. So the rule holds for calls no screen waits on too: the approval poll, the status
 * refetch after an AI answer or a payment.
 */
export function endingTheSessionOnExpiry<Port extends object>(port: Port, endSession: (error: AppError) => Promise<unknown>): Port {
  return new Proxy(port, {
    get(target, key) {
      const member: unknown = Reflect.get(target, key, target);
      if (typeof member !== 'function') return member;
      return (...args: unknown[]) => {
        const result: unknown = member.apply(target, args);
        if (!(result instanceof Promise)) return result;
        return result.catch(async (error: unknown) => {
          if (error instanceof AppError && error.code === 'session_expired') await endSession(error);
          throw error;
        });
      };
    },
  });
}

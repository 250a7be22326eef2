/**
 * The factory `toResolvedValue` takes for a class built from container services alone, given in the
 * order of its constructor: `bind(SignIn).toResolvedValue(construct(SignIn), [Auth])`. The tokens stay
 * named beside it, and the type checker holds them to the constructor's parameters: as many as it
 * takes, and a class token of the type its parameter wants.
 */
export function construct<T, Args extends unknown[]>(type: new (...args: Args) => T): (...args: Args) => T {
  return (...args) => new type(...args);
}

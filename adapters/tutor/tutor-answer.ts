/** An answer of the tutor, and whether it stands behind it (false: only an approach, or the nearest concepts). */
export interface TutorAnswer<T> {
  readonly value: T;
  readonly confident: boolean;
}

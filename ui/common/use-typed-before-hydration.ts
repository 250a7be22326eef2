import { useEffect, useEffectEvent, type RefObject } from 'react';

/**
 * A prerendered form can be typed into before its code has loaded. Hydrating keeps what was
 * typed in the fields, but the view model starts empty: on mount this hands each named field's
 * typed value to `adopt`, so what the student sees is what is sent. Later typing reaches the
 * view model through the fields' own change handlers.
 */
export function useTypedBeforeHydration(form: RefObject<HTMLFormElement | null>, adopt: (name: string, value: string) => void): void {
  const adoptTyped = useEffectEvent(() => {
    const fields = form.current?.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[name], textarea[name]') ?? [];
    for (const field of fields) if (field.value !== '') adopt(field.name, field.value);
  });
  useEffect(() => adoptTyped(), []);
}

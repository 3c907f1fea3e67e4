import { type RefObject, useEffect } from 'react';

/**
 * Moves focus to the first field of `form` marked invalid each time `refusal` becomes another refusal (a submit the
 * form's checks refused, a call the server refused): the person is taken to what to fix, however far the form has
 * scrolled, and hears its message. Nothing moves while `refusal` is null.
 */
export function useFocusFirstInvalid(form: RefObject<HTMLFormElement | null>, refusal: object | null) {
  useEffect(() => {
    if (refusal === null) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form, refusal]);
}

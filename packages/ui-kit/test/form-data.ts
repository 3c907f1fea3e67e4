import { screen } from '@testing-library/react';

/** The FormData of the form named `name`, as a submit would send it. */
export function formDataOf(name: string): FormData {
  const form = screen.getByRole('form', { name });
  if (!(form instanceof HTMLFormElement)) throw new Error(`${name} is not a form`);
  return new FormData(form);
}

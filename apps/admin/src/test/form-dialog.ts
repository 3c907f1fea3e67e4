import { screen, within } from '@testing-library/react';

/**
 * The open create or update modal named `name`, once its form is shown: a form loads when a modal first opens
 * (the list is usable without it), so the modal says "Loading..." for a moment.
 */
export async function formDialog(name: string): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', { name });
  await within(dialog).findByRole('form');
  return dialog;
}

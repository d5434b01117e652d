import { screen } from '@testing-library/react';

/**
 * Finds an open dialog by its name. Modals load lazily, and the first test of a file pays for
 * transforming their modules, so this waits longer than `findByRole`'s default second.
 */
export function findDialog(name: string): Promise<HTMLElement> {
  return screen.findByRole('dialog', { name }, { timeout: 5000 });
}

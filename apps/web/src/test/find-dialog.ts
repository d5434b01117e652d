import { screen } from '@testing-library/react';

/**
 * Finds an open dialog by its name. Modals load lazily, and the first test of a file pays for
 * transforming their modules, so this waits as long as every finder does (`asyncUtilTimeout`
 * in `setup.ts`), not `findByRole`'s usual second: on a loaded machine that first load has
 * taken over 5 s.
 */
export function findDialog(name: string): Promise<HTMLElement> {
  return screen.findByRole('dialog', { name });
}

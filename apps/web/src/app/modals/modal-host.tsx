import { lazy, Suspense } from 'react';
import { withMessages } from '../../i18n/i18n.ts';
import { useModalStore } from '../../shared/modals/modal-store.ts';

// The modal layer (its registry and every modal) loads with the first modal opened: the home
// page draws none, and each modal it names would otherwise cost the initial bundle a loader.
// The error and validation messages of its forms come with it.
const ModalStack = lazy(() =>
  withMessages(import('./modal-stack.tsx')).then((m) => ({ default: m.ModalStack })),
);

/** Renders the open modals of the modal store once one is open (see `ModalStack`). */
export function ModalHost() {
  const open = useModalStore((state) => state.stack.length > 0);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ModalStack />
    </Suspense>
  );
}

import { HelpModal } from '../../features/content/help-modal.tsx';
import { useSafeNavigate } from '../../shared/hooks/use-safe-navigate.ts';
import type { ModalPropsMap } from '../../shared/modals/modal-store.ts';
import { paths } from '../paths.ts';

/** The help modal, whose "help centre" button opens `/help#term`. */
export function HelpModalEntry({ term, onClose }: ModalPropsMap['help'] & { onClose: () => void }) {
  const navigate = useSafeNavigate();
  return (
    <HelpModal
      term={term}
      onClose={onClose}
      onOpenPage={(next) => navigate(paths.help.build(next))}
    />
  );
}

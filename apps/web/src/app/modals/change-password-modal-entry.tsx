import { ChangePasswordModal } from '../../features/member/change-password-modal.tsx';
import { useStartSession } from '../../features/session/use-start-session.ts';
import { useSafeNavigate } from '../../shared/hooks/use-safe-navigate.ts';
import type { ForcedPasswordChange } from '../../shared/modals/modal-store.ts';
import { paths } from '../paths.ts';

/**
 * The change-password modal; the fresh token of the change starts the session again (member
 * info reloads), then the modal closes and the member goes to root (spec section 4).
 */
export function ChangePasswordModalEntry({
  forced,
  onClose,
}: {
  forced?: ForcedPasswordChange | undefined;
  onClose: () => void;
}) {
  const startSession = useStartSession();
  const navigate = useSafeNavigate();
  return (
    <ChangePasswordModal
      forced={forced}
      onClose={onClose}
      onChanged={async (token) => {
        await startSession(token, {
          firstTimeLogin: forced?.firstTimeLogin ?? false,
          newLogin: forced !== undefined,
        });
        navigate(paths.home.build());
      }}
    />
  );
}

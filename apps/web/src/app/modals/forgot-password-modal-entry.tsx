import { ForgotPasswordModal } from '../../features/member/forgot-password-modal.tsx';
import { usePasswordLogin } from '../../features/session/use-password-login.ts';
import { useSafeNavigate } from '../../shared/hooks/use-safe-navigate.ts';
import { openModal } from '../../shared/modals/modal-store.ts';
import { paths } from '../paths.ts';
import { PopupBanner } from './popup-banner.tsx';

/**
 * The forgot-password popup; after a reset by phone the member is logged in with the new
 * password and goes to root (spec section 4). A login that still needs the two-factor check
 * continues in the login popup.
 */
export function ForgotPasswordModalEntry({ onClose }: { onClose: () => void }) {
  const passwordLogin = usePasswordLogin();
  const navigate = useSafeNavigate();
  return (
    <ForgotPasswordModal
      onClose={onClose}
      banner={<PopupBanner group="w_forget" onBeforeOpen={onClose} />}
      onPasswordSet={async ({ account, password }) => {
        const outcome = await passwordLogin(account, password);
        if (outcome.kind === 'twoFactor') openModal('login');
        navigate(paths.home.build());
      }}
    />
  );
}

import { moduleIds } from '@portal/contract/module-tree';
import { useSearchParams } from 'react-router';
import { RegisterModal } from '../../features/member/register-modal.tsx';
import { useFinishLogin } from '../../features/session/use-finish-login.ts';
import { useModuleEnabled } from '../../features/system/use-module-enabled.ts';
import { useSafeNavigate } from '../../shared/hooks/use-safe-navigate.ts';
import { openModal } from '../../shared/modals/modal-store.ts';
import { paths } from '../paths.ts';
import { PopupBanner } from './popup-banner.tsx';

/**
 * The registration popup with the invitation and referral codes of the address, the terms page,
 * the MOBILENUMPASSREG3 switch, and the auto-login after registering (spec section 4: log in, close, go to root).
 */
export function RegisterModalEntry({ onClose }: { onClose: () => void }) {
  const [params] = useSearchParams();
  const finishLogin = useFinishLogin();
  const navigate = useSafeNavigate();
  const mobilePassword = useModuleEnabled(moduleIds.mobilePasswordRegister);
  return (
    <RegisterModal
      mobilePassword={mobilePassword}
      onClose={onClose}
      banner={<PopupBanner group="w_register" onBeforeOpen={onClose} />}
      affiliateCode={params.get('affiliateCode')}
      referralCode={params.get('referralCode')}
      termsHref={paths.help.build('terms')}
      onRegistered={async (output) => {
        const outcome = await finishLogin(output, 'register');
        if (outcome.kind === 'twoFactor') openModal('login');
        navigate(paths.home.build());
      }}
    />
  );
}

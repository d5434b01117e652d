import { lazy, Suspense, type ComponentType } from 'react';
import {
  useModalStore,
  type ModalName,
  type ModalPropsMap,
} from '../../shared/modals/modal-store.ts';

type ModalComponent<N extends ModalName> = ComponentType<
  ModalPropsMap[N] & { onClose: () => void }
>;
type Registry = { [N in ModalName]: ModalComponent<N> };

// Modals load when first opened: none of them is needed to draw the home page. The account
// popups come through their entries, where the app hands them what other features provide.
const LoginModal = lazy(() =>
  import('./login-modal-entry.tsx').then((m) => ({ default: m.LoginModalEntry })),
);
const RegisterModal = lazy(() =>
  import('./register-modal-entry.tsx').then((m) => ({ default: m.RegisterModalEntry })),
);
const ChangePasswordModal = lazy(() =>
  import('./change-password-modal-entry.tsx').then((m) => ({
    default: m.ChangePasswordModalEntry,
  })),
);
const ForgotPasswordModal = lazy(() =>
  import('./forgot-password-modal-entry.tsx').then((m) => ({
    default: m.ForgotPasswordModalEntry,
  })),
);
const ResetPasswordModal = lazy(() =>
  import('../../features/member/reset-password-modal.tsx').then((m) => ({
    default: m.ResetPasswordModal,
  })),
);
const NoticeModal = lazy(() =>
  import('../../features/content/notice-modal.tsx').then((m) => ({ default: m.NoticeModal })),
);
const AnnouncementModal = lazy(() =>
  import('./announcement-modal-entry.tsx').then((m) => ({ default: m.AnnouncementModalEntry })),
);
const HelpModal = lazy(() =>
  import('./help-modal-entry.tsx').then((m) => ({ default: m.HelpModalEntry })),
);
const MessageModal = lazy(() =>
  import('../../shared/modals/message-modal.tsx').then((m) => ({ default: m.MessageModal })),
);
const ConfirmModal = lazy(() =>
  import('../../shared/modals/confirm-modal.tsx').then((m) => ({ default: m.ConfirmModal })),
);

/** Which component renders each modal name; features meet here, not in each other. */
const registry: Registry = {
  login: LoginModal,
  loginPopupModal: LoginModal,
  register: RegisterModal,
  changePassword: ChangePasswordModal,
  forgotPassword: ForgotPasswordModal,
  resetPassword: ResetPasswordModal,
  notice: NoticeModal,
  announcement: AnnouncementModal,
  help: HelpModal,
  message: MessageModal,
  confirm: ConfirmModal,
};

/** Renders the open modals of the modal store, the most recent on top. */
export function ModalStack() {
  const stack = useModalStore((state) => state.stack);
  const close = useModalStore((state) => state.close);
  return (
    <Suspense fallback={null}>
      {stack.map((entry) => {
        const Component = registry[entry.name] as ComponentType<
          typeof entry.props & { onClose: () => void }
        >;
        return <Component key={entry.name} {...entry.props} onClose={() => close(entry.name)} />;
      })}
    </Suspense>
  );
}

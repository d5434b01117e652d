import type { Announcement } from '@portal/contract/content';
import { create } from 'zustand';

/** Props of the generic message dialog opened through the store. */
export interface MessageModalProps {
  title: string;
  message: string;
  /** Label of the closing button; "Close" when absent. */
  confirmLabel?: string | undefined;
  coverDisabled?: boolean | undefined;
  autoCloseMs?: number | undefined;
}

/** Props of the confirmation dialog: a question with confirm and cancel. */
export interface ConfirmModalProps {
  title: string;
  message: string;
  confirmLabel?: string | undefined;
  /** Label of the button that closes without confirming; "Cancel" when absent. */
  cancelLabel?: string | undefined;
  onConfirm: () => void;
}

/** Props of the login popup. */
export interface LoginModalOptions {
  /** `agent` when the login comes through the agent site (non-agents are refused). */
  side?: 'member' | 'agent' | undefined;
  /** A note shown above the form (the password was just reset). */
  notice?: string | undefined;
}

/**
 * A password change the login requires before anything else (default or expired password).
 * The session token stays here, in memory, until the change succeeds: a reload drops it, so the
 * next login asks again instead of entering with the old password.
 */
export interface ForcedPasswordChange {
  token: string;
  firstTimeLogin: boolean;
}

type NoProps = Record<string, never>;

/**
 * Every modal the app can open by name, with its props. Names follow spec section 2 ("Modals"):
 * `login`, `register` and `loginPopupModal` are the account popups, beside the change, forgot
 * and reset password modals, the announcement popup and the help centre.
 */
export interface ModalPropsMap {
  login: LoginModalOptions;
  loginPopupModal: LoginModalOptions;
  register: NoProps;
  /** Without `forced`, the member changes the password from the security centre. */
  changePassword: { forced?: ForcedPasswordChange | undefined };
  forgotPassword: NoProps;
  /** Opened by the emailed link `/?resetToken=...`. */
  resetPassword: { resetToken: string };
  notice: { index?: number };
  /** The popup announcements of the audience the popup was opened for. */
  announcement: { announcements: Announcement[]; audience: 'member' | 'visitor' };
  /** The help centre in a modal, open on one term (footer help links). */
  help: { term?: string | undefined };
  message: MessageModalProps;
  confirm: ConfirmModalProps;
}

export type ModalName = keyof ModalPropsMap;

/** One open modal. */
export type OpenModal = { [N in ModalName]: { name: N; props: ModalPropsMap[N] } }[ModalName];

/** Arguments of `open`: props are optional only for modals that take none. */
export type OpenArgs<N extends ModalName> = NoProps extends ModalPropsMap[N]
  ? [name: N, props?: ModalPropsMap[N]]
  : [name: N, props: ModalPropsMap[N]];

export interface ModalState {
  /** Open modals, bottom first; the last one is on top. */
  stack: OpenModal[];
  /** Opens a modal by name; opening one that is already open brings it to the top with new props. */
  open: <N extends ModalName>(...args: OpenArgs<N>) => void;
  close: (name: ModalName) => void;
  closeAll: () => void;
}

/** The modal system: any layer opens a modal by name, the app's modal host renders it. */
export const useModalStore = create<ModalState>()((set) => ({
  stack: [],
  open: (...args) => {
    const [name, props] = args;
    const entry = { name, props: props ?? {} } as OpenModal;
    set((state) => ({ stack: [...state.stack.filter((open) => open.name !== name), entry] }));
  },
  close: (name) => set((state) => ({ stack: state.stack.filter((open) => open.name !== name) })),
  closeAll: () => set({ stack: [] }),
}));

/** Opens a modal from outside React (route loaders, API error handlers). */
export function openModal<N extends ModalName>(...args: OpenArgs<N>): void {
  useModalStore.getState().open<N>(...args);
}

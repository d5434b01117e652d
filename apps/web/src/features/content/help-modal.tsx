import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Dialog } from '../../shared/ui/dialog.tsx';
import { helpCenterQuery } from './content-api.ts';
import './content-texts.ts';
import { SafeHtml } from './safe-html.tsx';

/** Props of `HelpModal`. */
export interface HelpModalProps {
  /** The help term to show; the first term when absent or unknown. */
  term?: string | undefined;
  onClose: () => void;
  /** Opens the full help centre on this term (the modal closes first). */
  onOpenPage: (term: string) => void;
}

/** The help modal of the footer's help links: one help-centre term in a dialog. */
export function HelpModal({ term, onClose, onOpenPage }: HelpModalProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = useQuery(helpCenterQuery(language));
  const terms = query.data?.list ?? [];
  const shown = terms.find((item) => item.term === term) ?? terms[0];
  return (
    <Dialog
      title={shown?.title ?? t('content.help.modalTitle')}
      onClose={onClose}
      size="lg"
      actions={
        <>
          {shown === undefined ? null : (
            <Button
              variant="secondary"
              onClick={() => {
                onClose();
                onOpenPage(shown.term);
              }}
            >
              {t('content.help.openPage')}
            </Button>
          )}
          <Button variant="primary" onClick={onClose}>
            {t('content.close')}
          </Button>
        </>
      }
    >
      {query.isPending ? (
        <p role="status">{t('content.loading')}</p>
      ) : query.isError ? (
        <p role="alert">{t('content.error')}</p>
      ) : shown === undefined ? (
        <p>{t('content.empty')}</p>
      ) : (
        <SafeHtml html={shown.content} />
      )}
    </Dialog>
  );
}

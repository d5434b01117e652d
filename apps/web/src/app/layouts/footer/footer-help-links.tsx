import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Link } from 'react-router';
import { helpCenterQuery } from '../../../features/content/content-api.ts';
import '../../../features/content/content-texts.ts';
import { feedbackAnchor } from '../../../features/content/help-terms.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { openModal } from '../../../shared/modals/modal-store.ts';
import { paths } from '../../paths.ts';

/**
 * The footer's help list: each help-centre term opens the help modal on that term (the link
 * still names `/help#term` for a new tab); then feedback, the app download, the winners and
 * the language list.
 */
export function FooterHelpLinks({ className }: { className?: string | undefined }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const terms = useQuery(helpCenterQuery(language)).data?.list ?? [];
  return (
    <ul className={className}>
      {terms.map((item) => (
        <li key={item.term}>
          <a
            href={paths.help.build(item.term)}
            onClick={(event) => {
              if (event.metaKey || event.ctrlKey || event.shiftKey) return;
              event.preventDefault();
              openModal('help', { term: item.term });
            }}
          >
            {item.title}
          </a>
        </li>
      ))}
      <li>
        <Link to={paths.help.build(feedbackAnchor)}>{t('content.feedback.title')}</Link>
      </li>
      <li>
        <Link to={paths.download.build()}>{t('content.download.title')}</Link>
      </li>
      <li>
        <Link to={paths.winners.build()}>{t('content.winners.title')}</Link>
      </li>
      <li>
        <Link to={paths.languages.build()}>{t('content.languages.title')}</Link>
      </li>
    </ul>
  );
}

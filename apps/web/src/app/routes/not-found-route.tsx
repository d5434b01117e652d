import { useTranslation } from '../../i18n/use-translation.ts';
import { useLocation } from 'react-router';
import { ButtonLink } from '../../shared/ui/button-link.tsx';
import { FullPageMessage } from '../../shared/ui/full-page-message.tsx';
import { Icon } from '../../shared/ui/icon.tsx';
import { paths } from '../paths.ts';

/** Unknown addresses: say so and offer the way home. */
export function NotFoundRoute() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <FullPageMessage
      inline
      icon="compass"
      title={t('notFound.title')}
      actions={
        <ButtonLink to={paths.home.build()} variant="primary">
          <Icon name="home" />
          {t('notFound.home')}
        </ButtonLink>
      }
    >
      <p>{t('notFound.text', { path: pathname })}</p>
    </FullPageMessage>
  );
}

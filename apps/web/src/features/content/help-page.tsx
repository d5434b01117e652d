import { useTranslation } from 'react-i18next';
import { NotOpenYet } from '../../shared/ui/not-open-yet.tsx';
import { SectionFrame } from '../../shared/ui/section-frame.tsx';
import { SideNavLayout } from '../../shared/ui/side-nav-layout.tsx';
import { helpTerms, type HelpTerm } from './help-terms.ts';

/** Props of `HelpPage`. */
export interface HelpPageProps {
  /** The term named by the address hash; the first term when none. */
  term: HelpTerm | undefined;
  termHref: (term: HelpTerm) => string;
}

/**
 * The help centre: its term menu and the chosen term's section, whose id is the hash target.
 * The texts come from the help-centre call with the content work.
 */
export function HelpPage({ term, termHref }: HelpPageProps) {
  const { t } = useTranslation();
  const open = term ?? helpTerms[0];
  const items = helpTerms.map((key) => ({
    key,
    label: t(`helpTerms.${key}`),
    href: termHref(key),
    current: key === open,
  }));
  return (
    <SideNavLayout navLabel={t('sections.help')} heading={t('sections.help')} items={items}>
      <div id={open}>
        <SectionFrame title={t(`helpTerms.${open}`)} icon="help">
          <NotOpenYet />
        </SectionFrame>
      </div>
    </SideNavLayout>
  );
}

import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Tabs } from '../../shared/ui/tabs.tsx';
import { CatalogueGames } from './catalogue-games.tsx';
import { CatalogueVendors } from './catalogue-vendors.tsx';
import { OpsPage, useFeedback } from './ops-page.tsx';

const parts = ['vendors', 'games'] as const;
type Part = (typeof parts)[number];

/**
 * The brand's game catalogue: vendors and single games switched off or on, and its hot games.
 * The catalogue is shared by every brand; what this page changes is the brand's own view of it,
 * and players see each change on their next call.
 */
export function CataloguePage() {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const [part, setPart] = useState<Part>('vendors');
  return (
    <OpsPage title={t('opsCatalogue.heading')} feedback={feedback}>
      <Tabs
        label={t('opsCatalogue.parts')}
        items={parts.map((key) => ({ key, label: t(`opsCatalogue.tabs.${key}`) }))}
        selected={part}
        onSelect={(next) => {
          feedback.clear();
          setPart(next);
        }}
      >
        {part === 'vendors' ? (
          <CatalogueVendors feedback={feedback} />
        ) : (
          <CatalogueGames feedback={feedback} />
        )}
      </Tabs>
    </OpsPage>
  );
}

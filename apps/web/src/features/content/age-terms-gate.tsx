import { lazy, Suspense, useState } from 'react';
import { hasAcceptedAgeTerms, rememberAgeTerms } from './age-terms-storage.ts';

// Only first-time visitors see the dialog, so returning visitors never download it.
const AgeTermsDialog = lazy(() =>
  import('./age-terms-dialog.tsx').then((m) => ({ default: m.AgeTermsDialog })),
);

/** Props of `AgeTermsGate`. */
export interface AgeTermsGateProps {
  termsHref: string;
}

/** Shows the age and terms confirmation until this browser has accepted it once. */
export function AgeTermsGate({ termsHref }: AgeTermsGateProps) {
  const [accepted, setAccepted] = useState(hasAcceptedAgeTerms);
  if (accepted) return null;
  return (
    <Suspense fallback={null}>
      <AgeTermsDialog
        termsHref={termsHref}
        onAccept={() => {
          rememberAgeTerms();
          setAccepted(true);
        }}
      />
    </Suspense>
  );
}

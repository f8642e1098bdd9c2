import Box from '@mui/material/Box';
import { useSessionStore } from '../../../lib/session-store.ts';
import { LandingBenefits } from '../components/landing-benefits.tsx';
import { LandingBundle } from '../components/landing-bundle.tsx';
import { LandingCta } from '../components/landing-cta.tsx';
import { LandingFaq } from '../components/landing-faq.tsx';
import { LandingFooter } from '../components/landing-footer.tsx';
import { LandingHeader } from '../components/landing-header.tsx';
import { LandingHero } from '../components/landing-hero.tsx';

/** The public marketing page (SPEC §1): claims, benefits, business bundle, FAQs, calls to action. */
export function Component() {
  const isLogged = useSessionStore((s) => s.isLogged);
  return (
    <>
      <LandingHeader isLogged={isLogged} />
      <Box component="main">
        <LandingHero />
        <LandingBenefits />
        <LandingBundle />
        <LandingFaq />
        <LandingCta />
      </Box>
      <LandingFooter />
    </>
  );
}

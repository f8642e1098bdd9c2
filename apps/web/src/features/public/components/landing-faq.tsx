import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import { FaqList } from '../../../components/faq-list.tsx';
import { SectionHeading } from './section-heading.tsx';

export function LandingFaq() {
  const { t } = useTranslation();
  return (
    <Box
      component="section"
      id="faq"
      aria-labelledby="faq-title"
      sx={{
        maxWidth: 860,
        mx: 'auto',
        px: { xs: 2, sm: 3 },
        py: { xs: 7, md: 10 },
        scrollMarginTop: 72,
      }}
    >
      <SectionHeading
        id="faq-title"
        eyebrow={t('landing.faq.eyebrow')}
        title={t('landing.faq.title')}
        subtitle={t('landing.faq.subtitle')}
      />
      <FaqList />
    </Box>
  );
}

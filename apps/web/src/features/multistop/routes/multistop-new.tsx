import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import { PageHeader } from '../../../components/page-header.tsx';
import { NewQuoteForm } from '../components/new-quote/new-quote-form.tsx';
import { QUOTES_PATH, quotePath } from '../lib/paths.ts';

/**
 * /multistop/new: ask the provider's pricing desk to price a trip through several stops. The
 * price comes later: once asked, the quote's page (/multistop/{id}) shows it when it arrives.
 */
export function Component() {
  const { t } = useTranslation('quote-form');
  const navigate = useNavigate();
  return (
    <Stack spacing={2.5}>
      <PageHeader title={t('common:routes.multistopNew')} subtitle={t('page.subtitle')} />
      <Card
        variant="outlined"
        sx={{
          borderRadius: 3,
          overflow: 'hidden',
          display: 'flex',
          flexDirection: 'column',
          // beside the map the form scrolls within the card; on a phone the page scrolls
          height: { md: 'max(560px, calc(100dvh - 240px))' },
        }}
      >
        <NewQuoteForm
          onClose={() => void navigate(QUOTES_PATH)}
          onSent={(quote) => void navigate(quotePath(quote._id), { replace: true })}
        />
      </Card>
    </Stack>
  );
}

import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EditOutlined from '@mui/icons-material/EditOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { UserText } from '../../../components/user-text.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { apiErrorText } from '../../../lib/i18n-errors.ts';
import { useCan } from '../../../lib/use-can.ts';
import { useFiscalData } from '../../onboarding/api/onboarding-queries.ts';
import { SectionCard } from './section-card.tsx';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '180px minmax(0, 1fr)' },
        gap: { xs: 0.25, sm: 2 },
      }}
    >
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0 }}>
        {children}
      </Typography>
    </Box>
  );
}

/** The profile's fiscal data: what invoices carry, with a link to the form that edits it. */
export function FiscalDataCard() {
  const { t } = useTranslation('onboarding');
  const fiscal = useFiscalData();
  const data = fiscal.data;
  // the fiscal data (and the logo) are the company's to write (issue 13)
  const canWrite = useCan('write', 'company');
  return (
    <SectionCard
      id="profile-fiscal"
      title={t('card.title')}
      subtitle={t('card.subtitle')}
      icon={<ReceiptLongOutlined />}
      action={
        canWrite && (
          <Button
            component={RouterLink}
            to="/onboarding"
            size="small"
            startIcon={<EditOutlined />}
            aria-label={t('card.editLabel')}
          >
            {t('card.edit')}
          </Button>
        )
      }
    >
      {fiscal.isPending ? (
        <Stack spacing={1} aria-busy="true" aria-label={t('loading')}>
          <Skeleton width="60%" />
          <Skeleton width="40%" />
          <Skeleton width="80%" />
        </Stack>
      ) : fiscal.isError || !data ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void fiscal.refetch()}>
              {t('retry')}
            </Button>
          }
        >
          {isApiError(fiscal.error) ? apiErrorText(t, fiscal.error) : t('loadError')}
        </Alert>
      ) : data.onboarded_at === null ? (
        <Typography color="text.secondary">{t('card.empty')}</Typography>
      ) : (
        <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
          <Row label={t('form.fiscalName')}>
            <UserText>{data.fiscal_name ?? ''}</UserText>
          </Row>
          <Row label={t('form.taxId')}>
            <bdi dir="ltr">{data.tax_id ?? ''}</bdi>
          </Row>
          <Row label={t('form.fiscalAddress')}>
            <UserText sx={{ whiteSpace: 'pre-line' }}>{data.fiscal_address ?? ''}</UserText>
          </Row>
          <Row label={t('form.invoiceEmails')}>
            {data.invoice_emails.map((email) => (
              <Box component="bdi" key={email} dir="ltr" sx={{ display: 'block' }}>
                {email}
              </Box>
            ))}
          </Row>
          <Row label={t('card.logo')}>
            {data.logo_url ? (
              <Box
                component="img"
                src={data.logo_url}
                alt={t('card.logoAlt')}
                sx={{
                  width: 72,
                  height: 72,
                  objectFit: 'contain',
                  borderRadius: 1.5,
                  bgcolor: 'action.hover',
                }}
              />
            ) : (
              t('card.noLogo')
            )}
          </Row>
        </Stack>
      )}
    </SectionCard>
  );
}

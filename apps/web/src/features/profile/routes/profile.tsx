import { useTranslation } from 'react-i18next';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AccountForm } from '../components/account-form.tsx';
import { FiscalDataCard } from '../components/fiscal-data-card.tsx';
import { LanguageCard } from '../components/language-card.tsx';
import { PasswordForm } from '../components/password-form.tsx';
import { ProfileSummary } from '../components/profile-summary.tsx';
import { WalletCard } from '../components/wallet-card.tsx';
import { useToast } from '../../../components/use-toast.tsx';

/** /profile: the corporate's account, company data, fiscal data, wallet, language and password. */
export function Component() {
  const { t } = useTranslation('profile');
  const { notify, toast } = useToast();
  return (
    <Stack spacing={3}>
      <div>
        <Typography
          variant="h4"
          component="h1"
          sx={{ fontWeight: 700, fontSize: { xs: '1.5rem', sm: '1.75rem' } }}
        >
          {t('title')}
        </Typography>
        <Typography color="text.secondary">{t('subtitle')}</Typography>
      </div>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 5, lg: 4 }}>
          <Stack spacing={3}>
            <ProfileSummary />
            <WalletCard />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 7, lg: 8 }}>
          <Stack spacing={3}>
            <AccountForm notify={notify} />
            <FiscalDataCard />
            <LanguageCard notify={notify} />
            <PasswordForm notify={notify} />
          </Stack>
        </Grid>
      </Grid>
      {toast}
    </Stack>
  );
}

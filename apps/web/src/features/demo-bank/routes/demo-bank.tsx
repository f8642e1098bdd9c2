import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import ScienceOutlined from '@mui/icons-material/ScienceOutlined';
import { PublicPage } from '../../../components/public-page.tsx';
import type { DemoBankReceipt } from '../api/demo-bank-api.ts';
import { PaymentForm } from '../components/payment-form.tsx';
import { PaymentReceipt } from '../components/payment-receipt.tsx';

type Step =
  | { type: 'form' }
  | { type: 'paid'; receipt: DemoBankReceipt; payerPhone: string }
  | { type: 'off' };

/**
 * /banco-demo: the simulated bank (the default payment gateway, issue 11). A person makes a pago
 * móvil to the provider as in their bank's app and gets the reference to register in the panel's
 * top-up form; the bank's automated check then finds it. Clearly a simulation: no money moves.
 * Public, blank layout; 404 demo_bank_off when the provider runs a real gateway.
 */
export function Component() {
  const { t } = useTranslation('public');
  const [step, setStep] = useState<Step>({ type: 'form' });
  // a new form for each payment
  const [formKey, setFormKey] = useState(0);

  return (
    <PublicPage>
      <Box component="main" sx={{ flex: 1, px: { xs: 2, sm: 3 }, py: { xs: 3, md: 6 } }}>
        <Stack spacing={3} sx={{ maxWidth: 560, mx: 'auto' }}>
          <Stack spacing={1.5}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <AccountBalanceOutlined color="primary" aria-hidden />
              <Chip
                size="small"
                color="warning"
                icon={<ScienceOutlined />}
                label={t('demoBank.badge')}
              />
            </Stack>
            <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
              {t('demoBank.title')}
            </Typography>
            <Alert severity="warning" icon={<ScienceOutlined />} data-demo-disclaimer>
              {t('demoBank.disclaimer')}
            </Alert>
            <Typography color="text.secondary">{t('demoBank.intro')}</Typography>
          </Stack>

          <Card variant="outlined" sx={{ borderRadius: 3, p: { xs: 2, sm: 3 } }}>
            {step.type === 'off' ? (
              <Alert severity="error" role="alert">
                <AlertTitle>{t('demoBank.off.title')}</AlertTitle>
                {t('demoBank.off.text')}
              </Alert>
            ) : step.type === 'paid' ? (
              <PaymentReceipt
                receipt={step.receipt}
                payerPhone={step.payerPhone}
                onAnother={() => {
                  setFormKey((k) => k + 1);
                  setStep({ type: 'form' });
                }}
              />
            ) : (
              <PaymentForm
                key={formKey}
                onPaid={(receipt, payment) =>
                  setStep({ type: 'paid', receipt, payerPhone: payment.payer_phone })
                }
                onOff={() => setStep({ type: 'off' })}
              />
            )}
          </Card>
        </Stack>
      </Box>
    </PublicPage>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { formatDateTime, formatUsd, movementDescription } from '@trayecto/contracts';
import { currentLanguage } from '../../../lib/api-client.ts';
import { CenteredMessage } from '../../../components/centered-message.tsx';
import { UserText } from '../../../components/user-text.tsx';
import { Amount } from './amount.tsx';

export type Movement = {
  _id: string;
  created_at: string;
  /** what caused it (OPERATION_KINDS) */
  origin: string;
  description: string;
  /** signed dollars on the panel's wallet */
  amount: number;
  /** the wallet after it, when known */
  final_balance?: number;
};

/**
 * A card with a list of wallet movements (the panel's balance history, its payments): one row per
 * movement that wraps on a phone, the origin in words, the description as the user wrote it, the
 * signed amount and, when known, the balance it left.
 */
export function MovementsList({
  id,
  title,
  subtitle,
  movements,
  timezone,
  empty,
  action,
  footer,
}: {
  id: string;
  title: string;
  subtitle?: string;
  movements: Movement[];
  timezone: string;
  empty: string;
  action?: ReactNode;
  footer?: ReactNode;
}) {
  const { t, i18n } = useTranslation('panels');
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={`${id}-title`}
      sx={{ borderRadius: 3, height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{
          px: { xs: 2, sm: 2.5 },
          pt: 2.5,
          pb: 1,
          justifyContent: 'space-between',
          alignItems: 'flex-start',
          flexWrap: 'wrap',
        }}
      >
        <Box>
          <Typography
            id={`${id}-title`}
            variant="h6"
            component="h2"
            sx={{ fontSize: '1.05rem', fontWeight: 600 }}
          >
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="body2" color="text.secondary">
              {subtitle}
            </Typography>
          )}
        </Box>
        {action}
      </Stack>
      {movements.length === 0 ? (
        <CenteredMessage icon={<ReceiptLongOutlined />} text={empty} />
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {movements.map((m, i) => (
            <li key={m._id}>
              {i > 0 && <Divider component="div" />}
              <Stack
                direction="row"
                spacing={2}
                sx={{ px: { xs: 2, sm: 2.5 }, py: 1.5, alignItems: 'flex-start' }}
              >
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {t(`balance:origins.${m.origin}`, { defaultValue: m.origin })}
                  </Typography>
                  {m.description && (
                    <UserText
                      variant="body2"
                      component="p"
                      color="text.secondary"
                      sx={{ overflowWrap: 'anywhere' }}
                    >
                      {movementDescription(m.description, currentLanguage())}
                    </UserText>
                  )}
                  <Typography variant="caption" color="text.secondary" component="p">
                    {formatDateTime(m.created_at, i18n.language, timezone)}
                  </Typography>
                </Box>
                <Box sx={{ textAlign: 'end', flexShrink: 0 }}>
                  <Amount value={m.amount} signed sx={{ fontWeight: 600 }} />
                  {m.final_balance !== undefined && (
                    <Typography variant="caption" color="text.secondary" component="p">
                      {t('detail.balanceAfter')} <bdi dir="ltr">{formatUsd(m.final_balance)}</bdi>
                    </Typography>
                  )}
                </Box>
              </Stack>
            </li>
          ))}
        </Box>
      )}
      {footer}
    </Card>
  );
}

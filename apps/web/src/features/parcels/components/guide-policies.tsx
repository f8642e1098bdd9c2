import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import AssignmentReturnOutlined from '@mui/icons-material/AssignmentReturnOutlined';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import PaidOutlined from '@mui/icons-material/PaidOutlined';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import TimerOutlined from '@mui/icons-material/TimerOutlined';
import {
  PARCEL_DAMAGE_CLAIM_DAYS,
  PARCEL_DECLARED_VALUE_MAX_CENTS,
  PARCEL_DOOR_WAIT_MIN,
  PARCEL_PACKAGING_TIPS,
  PARCEL_RETURN_FEE,
  PROHIBITED_PARCEL_ITEMS,
} from '@trayecto/contracts/parcels';
import { WithUserText } from '../../../components/user-text.tsx';
import { GuideCard, GuideSection, IconTile, dollars } from './guide-parts.tsx';

/** "Packing": the packaging tips, each ticked. */
export function PackingSection() {
  const { t } = useTranslation('parcels');
  return (
    <GuideSection
      id="packing"
      icon={<Inventory2Outlined />}
      tone="success"
      title={t('guide.packing.title')}
      text={t('guide.packing.text')}
    >
      <ItemGrid>
        {PARCEL_PACKAGING_TIPS.map((tip) => (
          <Item key={tip} icon={<CheckCircleOutlined />} tone="success">
            {t(`packaging.${tip}`)}
          </Item>
        ))}
      </ItemGrid>
    </GuideSection>
  );
}

/** "Prohibited": the items never sent. */
export function ProhibitedSection() {
  const { t } = useTranslation('parcels');
  return (
    <GuideSection
      id="prohibited"
      icon={<BlockOutlined />}
      tone="error"
      title={t('guide.prohibited.title')}
      text={t('guide.prohibited.text')}
    >
      <ItemGrid>
        {PROHIBITED_PARCEL_ITEMS.map((item) => (
          <Item key={item} icon={<BlockOutlined />} tone="error">
            {t(`prohibited.${item}`)}
          </Item>
        ))}
      </ItemGrid>
    </GuideSection>
  );
}

/** The delivery's rules: the declared value's limit, the wait at the door and the return fee. */
export function DeliverySection() {
  const { t } = useTranslation('parcels');
  return (
    <GuideSection id="delivery" icon={<TimerOutlined />} title={t('guide.delivery.title')}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
          gap: 2,
        }}
      >
        <PolicyCard
          id="declared-value"
          icon={<PaidOutlined />}
          title={t('guide.delivery.valueTitle')}
        >
          <WithUserText>
            {(ltr) =>
              t('guide.delivery.value', {
                amount: ltr(dollars(PARCEL_DECLARED_VALUE_MAX_CENTS)),
              })
            }
          </WithUserText>
        </PolicyCard>
        <PolicyCard id="door-wait" icon={<TimerOutlined />} title={t('guide.delivery.waitTitle')}>
          {t('guide.delivery.wait', { count: PARCEL_DOOR_WAIT_MIN })}
        </PolicyCard>
        <PolicyCard
          id="return-fee"
          icon={<AssignmentReturnOutlined />}
          tone="warning"
          title={t('guide.delivery.returnTitle')}
        >
          <WithUserText>
            {(ltr) =>
              t('guide.delivery.return', {
                percent: PARCEL_RETURN_FEE.percentOfLeg,
                min: ltr(dollars(PARCEL_RETURN_FEE.minCents)),
              })
            }
          </WithUserText>
        </PolicyCard>
      </Box>
    </GuideSection>
  );
}

/** Damage: the days to claim, and the ways to (the history, support). */
export function DamageSection() {
  const { t } = useTranslation('parcels');
  return (
    <GuideSection
      id="damage"
      icon={<ReportProblemOutlined />}
      tone="warning"
      title={t('guide.damage.title')}
    >
      <GuideCard>
        <Typography sx={{ mb: 2.5, maxWidth: 820 }}>
          {t('guide.damage.text', { count: PARCEL_DAMAGE_CLAIM_DAYS })}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button
            component={RouterLink}
            to="/parcel_history"
            variant="contained"
            startIcon={<HistoryOutlined />}
          >
            {t('guide.damage.history')}
          </Button>
          <Button
            component={RouterLink}
            to="/contactanos"
            variant="outlined"
            startIcon={<SupportAgentOutlined />}
          >
            {t('guide.damage.support')}
          </Button>
        </Stack>
      </GuideCard>
    </GuideSection>
  );
}

function ItemGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
        gap: 1.5,
      }}
    >
      {children}
    </Box>
  );
}

function Item({
  icon,
  tone,
  children,
}: {
  icon: ReactNode;
  tone: 'success' | 'error';
  children: ReactNode;
}) {
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1.25,
        p: 1.75,
        borderRadius: 2.5,
        border: 1,
        borderColor: (th) => alpha(th.palette[tone].main, 0.35),
        bgcolor: (th) => alpha(th.palette[tone].main, th.palette.mode === 'dark' ? 0.08 : 0.04),
      }}
    >
      <Box
        aria-hidden
        sx={{
          display: 'flex',
          mt: '1px',
          color: (th) =>
            th.palette.mode === 'dark' ? th.palette[tone].light : th.palette[tone].dark,
        }}
      >
        {icon}
      </Box>
      <Typography sx={{ minWidth: 0 }}>{children}</Typography>
    </Box>
  );
}

function PolicyCard({
  id,
  icon,
  tone,
  title,
  children,
}: {
  id: string;
  icon: ReactNode;
  tone?: 'warning';
  title: string;
  children: ReactNode;
}) {
  return (
    <GuideCard component="article" labelledBy={id}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1.5 }}>
        <IconTile tone={tone ?? 'info'} size={40}>
          {icon}
        </IconTile>
        <Typography id={id} variant="h6" component="h3" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
      </Stack>
      <Typography color="text.secondary">{children}</Typography>
    </GuideCard>
  );
}

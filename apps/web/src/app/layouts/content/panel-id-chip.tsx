import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import Verified from '@mui/icons-material/Verified';
import { UserText } from '../../../components/user-text.tsx';
import { useSessionStore } from '../../../lib/session-store.ts';

/** PANEL ID with the corporate's unique id; a master's is highlighted (SPEC §2). */
export function PanelIdChip() {
  const { t } = useTranslation();
  const uniqueId = useSessionStore((s) => s.unique_id);
  const master = useSessionStore((s) => s.is_corporate_master);
  if (!uniqueId) return null;
  const label = (
    <Box component="span" sx={{ display: 'inline-flex', gap: 0.75, alignItems: 'baseline' }}>
      <Box
        component="span"
        sx={{
          display: { xs: 'none', sm: 'inline' },
          fontSize: 11,
          fontWeight: 600,
          letterSpacing: '0.06em',
        }}
      >
        {t('topBar.panelId')}
      </Box>
      <UserText sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>{uniqueId}</UserText>
    </Box>
  );
  return (
    <Tooltip title={master ? t('topBar.masterPanel') : t('topBar.panelId')}>
      <Chip
        data-testid="panel-id"
        aria-label={`${t('topBar.panelId')} ${uniqueId}${master ? ` · ${t('topBar.masterPanel')}` : ''}`}
        icon={master ? <Verified fontSize="small" /> : undefined}
        label={label}
        color={master ? 'warning' : 'primary'}
        variant={master ? 'filled' : 'outlined'}
        size="small"
        sx={{
          height: 30,
          borderRadius: 2,
          px: 0.25,
          ...(master ? { boxShadow: '0 2px 8px rgba(255,159,67,0.45)' } : {}),
        }}
      />
    </Tooltip>
  );
}

import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { currentLanguage } from '../../../lib/api-client.ts';
import { APPROVAL_TABS, type ApprovalTab } from '../lib/approval-display.ts';
import { formatNumber } from '@trayecto/contracts/format';

/**
 * The page's status tabs, "Esperando aprobación" first with how many wait (the server's
 * `waiting`; blank until the first answer). Scrolls sideways on a phone.
 */
export function ApprovalTabs({
  value,
  waiting,
  onChange,
}: {
  value: ApprovalTab;
  waiting: number | undefined;
  onChange: (tab: ApprovalTab) => void;
}) {
  const { t } = useTranslation('approvals');
  const lang = currentLanguage();
  return (
    <Tabs
      value={value}
      onChange={(_, tab: ApprovalTab) => onChange(tab)}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      aria-label={t('tabsLabel')}
      sx={{ px: { xs: 0, sm: 1 } }}
    >
      {APPROVAL_TABS.map((tab) => (
        <Tab
          key={tab}
          value={tab}
          data-tab={tab}
          label={
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
              {t(`tabs.${tab}`)}
              {tab === 'waiting' && waiting !== undefined && (
                <Box
                  component="span"
                  dir="ltr"
                  data-testid="approvals-waiting-count"
                  sx={{
                    minWidth: 22,
                    px: 0.75,
                    borderRadius: 5,
                    fontSize: 12,
                    lineHeight: '20px',
                    textAlign: 'center',
                    bgcolor: waiting > 0 ? 'warning.main' : 'action.selected',
                    color: waiting > 0 ? 'warning.contrastText' : 'text.secondary',
                    fontVariantNumeric: 'tabular-nums',
                  }}
                >
                  {formatNumber(waiting, lang)}
                </Box>
              )}
            </Box>
          }
          sx={{ textTransform: 'none', minHeight: 48 }}
        />
      ))}
    </Tabs>
  );
}

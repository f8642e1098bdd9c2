import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { formatNumber, QUOTE_TABS, type QuoteTab } from '@trayecto/contracts';
import { currentLanguage } from '../../../lib/api-client.ts';

/**
 * The list's status tabs, each with how many quotes it holds under the other filters (the
 * server's `counts`; blank until the first answer). Scrolls sideways on a phone.
 */
export function QuoteTabs({
  value,
  counts,
  onChange,
}: {
  value: QuoteTab;
  counts: Partial<Record<QuoteTab, number>> | undefined;
  onChange: (tab: QuoteTab) => void;
}) {
  const { t } = useTranslation('multistop');
  const lang = currentLanguage();
  return (
    <Tabs
      value={value}
      onChange={(_, tab: QuoteTab) => onChange(tab)}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      aria-label={t('history.tabsLabel')}
      sx={{ px: { xs: 0, sm: 1 } }}
    >
      {QUOTE_TABS.map((tab) => {
        const count = counts?.[tab];
        return (
          <Tab
            key={tab}
            value={tab}
            data-tab={tab}
            label={
              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
                {tab === 'all' ? t('history.all') : t(`status.${tab}`)}
                {count !== undefined && (
                  <Box
                    component="span"
                    dir="ltr"
                    sx={{
                      minWidth: 22,
                      px: 0.75,
                      borderRadius: 5,
                      fontSize: 12,
                      lineHeight: '20px',
                      bgcolor: tab === value ? 'primary.main' : 'action.selected',
                      color: tab === value ? 'primary.contrastText' : 'text.secondary',
                      fontVariantNumeric: 'tabular-nums',
                    }}
                  >
                    {formatNumber(count, lang)}
                  </Box>
                )}
              </Box>
            }
            sx={{ textTransform: 'none', minHeight: 48 }}
          />
        );
      })}
    </Tabs>
  );
}

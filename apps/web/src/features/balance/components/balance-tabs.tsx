import { useTranslation } from 'react-i18next';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { panelId, tabId, visibleTabs, type BalanceTab } from '../lib/balance-tab.ts';

export { panelId, tabFromSearch, tabId, type BalanceTab } from '../lib/balance-tab.ts';

/**
 * "Movimientos", "Recargas", "Facturas", "Estados de cuenta" (and "Créditos"): the balance
 * page's lists.
 */
export function BalanceTabs({
  value,
  onChange,
  credits = false,
}: {
  value: BalanceTab;
  onChange: (tab: BalanceTab) => void;
  credits?: boolean;
}) {
  const { t } = useTranslation('balance');
  return (
    <Tabs
      value={value}
      onChange={(_, tab: BalanceTab) => onChange(tab)}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      aria-label={t('tabs.label')}
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      {visibleTabs(credits).map((tab) => (
        <Tab
          key={tab}
          value={tab}
          id={tabId(tab)}
          aria-controls={panelId(tab)}
          data-tab={tab}
          label={t(`tabs.${tab}`)}
          sx={{ textTransform: 'none', minHeight: 48 }}
        />
      ))}
    </Tabs>
  );
}

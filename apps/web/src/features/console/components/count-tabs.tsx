import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { currentLanguage } from '../../../lib/api-client.ts';
import { formatNumber } from '@trayecto/contracts/format';

export type CountTab<T extends string> = {
  value: T;
  label: string;
  /** blank until the first answer */
  count: number | undefined;
};

/** A list's status tabs, each with how many rows it holds under the search. Scroll on a phone. */
export function CountTabs<T extends string>({
  label,
  value,
  tabs,
  onChange,
}: {
  /** the tab list's accessible name */
  label: string;
  value: T;
  tabs: readonly CountTab<T>[];
  onChange: (value: T) => void;
}) {
  const lang = currentLanguage();
  return (
    <Tabs
      value={value}
      onChange={(_, next: T) => onChange(next)}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      aria-label={label}
      sx={{ px: { xs: 0, sm: 1 } }}
    >
      {tabs.map((tab) => (
        <Tab
          key={tab.value}
          value={tab.value}
          data-tab={tab.value}
          label={
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
              {tab.label}
              {tab.count !== undefined && (
                <Box
                  component="span"
                  dir="ltr"
                  sx={{
                    minWidth: 22,
                    px: 0.75,
                    borderRadius: 5,
                    fontSize: 12,
                    lineHeight: '20px',
                    bgcolor: tab.value === value ? 'primary.main' : 'action.selected',
                    color: tab.value === value ? 'primary.contrastText' : 'text.secondary',
                    fontVariantNumeric: 'tabular-nums',
                  }}
                >
                  {formatNumber(tab.count, lang)}
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

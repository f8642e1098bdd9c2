import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SCHEDULED_TRIP_MIN_AHEAD_MIN } from '@trayecto/contracts/constants';
import {
  BATCH_COLUMNS,
  BATCH_COLUMN_ALIASES,
  BATCH_REQUIRED_COLUMNS,
  type BatchColumn,
} from '@trayecto/contracts/trip-batch';
import { WithUserText } from '../../../components/user-text.tsx';

/** What each column of the file holds, its Spanish names too, and which ones are required. */
export function ColumnHelp() {
  const { t } = useTranslation('batch');
  const describe = (column: BatchColumn) =>
    column === 'time'
      ? t('help.time', { count: SCHEDULED_TRIP_MIN_AHEAD_MIN })
      : t(`help.columns.${column}`);
  return (
    <Card
      variant="outlined"
      sx={{ borderRadius: 3 }}
      component="section"
      aria-labelledby="batch-help"
    >
      <CardContent>
        <Typography id="batch-help" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {t('help.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('help.intro')}
        </Typography>
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5 }}>
          {BATCH_COLUMNS.map((column) => {
            const required = BATCH_REQUIRED_COLUMNS.includes(column);
            return (
              <div key={column}>
                <Stack
                  component="dt"
                  direction="row"
                  spacing={1}
                  sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                >
                  <Box
                    component="code"
                    dir="ltr"
                    sx={{ fontFamily: 'monospace', fontWeight: 600, unicodeBidi: 'isolate' }}
                  >
                    {column}
                  </Box>
                  <Chip
                    size="small"
                    variant="outlined"
                    color={required ? 'primary' : 'default'}
                    label={t(required ? 'help.required' : 'help.optional')}
                  />
                </Stack>
                <Typography component="dd" variant="body2" sx={{ m: 0, mt: 0.5 }}>
                  {describe(column)}
                  <Typography
                    component="span"
                    variant="caption"
                    color="text.secondary"
                    sx={{ display: 'block' }}
                  >
                    <WithUserText>
                      {(isolate) =>
                        t('help.aliases', {
                          names: isolate(BATCH_COLUMN_ALIASES[column].join(', ')),
                        })
                      }
                    </WithUserText>
                  </Typography>
                </Typography>
              </div>
            );
          })}
        </Box>
      </CardContent>
    </Card>
  );
}

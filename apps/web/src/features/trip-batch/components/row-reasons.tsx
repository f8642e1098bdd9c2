import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import { currentLanguage } from '../../../lib/api-client.ts';
import { ROW_KEY } from '../lib/batch-summary.ts';
import { reasonText } from '../lib/reason-text.ts';

/**
 * A bad row's reasons in red, each after its column's name ("Hora: …"); a reason about the whole
 * row (a policy refusal) without one.
 */
export function RowReasons({ reasons }: { reasons: readonly [string, string][] }) {
  const { t } = useTranslation('batch');
  const lang = currentLanguage();
  const columnName = (column: string) => t(`columns.${column}`, { defaultValue: column });
  return (
    <Box
      component="ul"
      sx={{ m: 0, p: 0, listStyle: 'none', color: 'error.main', display: 'grid', gap: 0.5 }}
    >
      {reasons.map(([column, code]) => (
        <Box
          component="li"
          key={`${column}-${code}`}
          sx={{ display: 'flex', gap: 0.5, alignItems: 'flex-start' }}
        >
          <ErrorOutlineRounded sx={{ fontSize: 16, mt: '2px', flexShrink: 0 }} aria-hidden />
          <Typography variant="body2" component="span">
            {column === ROW_KEY
              ? reasonText(t, code, lang)
              : `${columnName(column)}: ${reasonText(t, code, lang)}`}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

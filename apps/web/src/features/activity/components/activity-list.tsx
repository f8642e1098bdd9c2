import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ENTITY_LABELS,
  formatDateTime,
  labelIn,
  type ActivityEntry,
} from '@trayecto/contracts';
import { currentLanguage } from '../../../lib/api-client.ts';
import { ActivityActor } from './activity-actor.tsx';

type Props = { entries: ActivityEntry[]; timezone: string; companyName: string };

/** What was done: the action, and under it the item and what people call it (never its id). */
function What({ entry }: { entry: ActivityEntry }) {
  const lang = currentLanguage();
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {labelIn(AUDIT_ACTION_LABELS, entry.action, lang)}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="div" noWrap>
        {labelIn(AUDIT_ENTITY_LABELS, entry.entity, lang)}
        {entry.entity_ref && (
          <>
            {' · '}
            <bdi data-ref title={entry.entity_ref}>
              {entry.entity_ref}
            </bdi>
          </>
        )}
      </Typography>
    </>
  );
}

function Ip({ ip }: { ip: string | null }) {
  const { t } = useTranslation('activity');
  return ip ? (
    <Typography variant="body2" dir="ltr" sx={{ unicodeBidi: 'isolate', fontFamily: 'monospace' }}>
      {ip}
    </Typography>
  ) : (
    <Typography variant="body2" color="text.secondary">
      {t('noIp')}
    </Typography>
  );
}

/** The log: a table from the small breakpoint up, a list of cards on a phone. */
export function ActivityList({ entries, timezone, companyName }: Props) {
  const { t } = useTranslation('activity');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const lang = currentLanguage();
  const when = (e: ActivityEntry) => formatDateTime(e.created_at, lang, timezone);

  if (phone) {
    return (
      <Stack component="ul" aria-label={t('tableLabel')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {entries.map((e) => (
          <Box
            component="li"
            key={e._id}
            data-entry={e._id}
            sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider', minWidth: 0 }}
          >
            <Typography variant="caption" color="text.secondary" component="div">
              {when(e)}
            </Typography>
            <What entry={e} />
            <Stack
              direction="row"
              spacing={1}
              useFlexGap
              sx={{
                mt: 1,
                alignItems: 'center',
                flexWrap: 'wrap',
                justifyContent: 'space-between',
              }}
            >
              <Box sx={{ minWidth: 0, maxWidth: '100%' }}>
                <ActivityActor entry={e} companyName={companyName} />
              </Box>
              <Ip ip={e.ip} />
            </Stack>
          </Box>
        ))}
      </Stack>
    );
  }

  return (
    <Table size="small" aria-label={t('tableLabel')} sx={{ tableLayout: 'fixed', minWidth: 640 }}>
      <TableHead>
        <TableRow>
          <TableCell sx={{ width: '20%' }}>{t('columns.when')}</TableCell>
          <TableCell sx={{ width: '36%' }}>{t('columns.what')}</TableCell>
          <TableCell sx={{ width: '28%' }}>{t('columns.who')}</TableCell>
          <TableCell sx={{ width: '16%' }}>{t('columns.where')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {entries.map((e) => (
          <TableRow key={e._id} data-entry={e._id} hover>
            <TableCell>
              <Typography variant="body2">{when(e)}</Typography>
            </TableCell>
            <TableCell sx={{ minWidth: 0 }}>
              <What entry={e} />
            </TableCell>
            <TableCell sx={{ minWidth: 0 }}>
              <ActivityActor entry={e} companyName={companyName} />
            </TableCell>
            <TableCell>
              <Ip ip={e.ip} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

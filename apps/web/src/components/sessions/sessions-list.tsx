import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ComputerOutlined from '@mui/icons-material/ComputerOutlined';
import PhoneIphoneOutlined from '@mui/icons-material/PhoneIphoneOutlined';
import {
  deviceOf,
  formatDateTime,
  mySessionsResponseSchema,
  sessionsEndedResponseSchema,
  type MySession,
} from '@trayecto/contracts';
import { api } from '../../lib/api-client.ts';
import { apiErrorText } from '../../lib/i18n-errors.ts';

/**
 * The signed-in person's live sessions (device, address, last use), each with "Cerrar sesión",
 * and "Cerrar las demás". One list for the panel (`/corporate`) and, with the same texts
 * (profile `sessions.*`), the console (`/console`).
 */
export function SessionsList({ base }: { base: '/corporate' | '/console' }) {
  const { t, i18n } = useTranslation(['profile', 'errors']);
  const client = useQueryClient();
  const key = ['my-sessions', base];
  const sessions = useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      api.get(`${base}/me/sessions`, { schema: mySessionsResponseSchema, signal }),
  });
  const end = useMutation({
    mutationFn: (id: string | null) =>
      id
        ? api.delete(`${base}/me/sessions/${id}`, { schema: sessionsEndedResponseSchema })
        : api.post(`${base}/me/sessions/end-others`, {}, { schema: sessionsEndedResponseSchema }),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });

  const rows = sessions.data?.sessions ?? [];
  const others = rows.filter((s) => !s.current).length;
  const device = (s: MySession) => {
    const d = deviceOf(s.user_agent);
    if (!d.browser && !d.os) return t('sessions.unknownDevice');
    return [d.browser, d.os].filter(Boolean).join(' · ');
  };
  const mobile = (s: MySession) => /Android|iPhone|iPad/.test(s.user_agent ?? '');

  return (
    <Stack spacing={2}>
      {(sessions.error || end.error) && (
        <Alert severity="error" variant="outlined" role="alert">
          {apiErrorText(t, sessions.error ?? end.error)}
        </Alert>
      )}
      <Card variant="outlined">
        {sessions.isPending ? (
          <Stack spacing={1} sx={{ p: 2 }}>
            <Skeleton height={48} />
            <Skeleton height={48} />
          </Stack>
        ) : (
          <List aria-label={t('sessions.listLabel')} disablePadding>
            {rows.map((s, i) => (
              <ListItem
                key={s._id}
                divider={i < rows.length - 1}
                data-testid="session-row"
                sx={{ gap: 1, flexWrap: 'wrap', py: 1.5 }}
                secondaryAction={undefined}
              >
                <ListItemIcon sx={{ minWidth: 40 }}>
                  {mobile(s) ? <PhoneIphoneOutlined /> : <ComputerOutlined />}
                </ListItemIcon>
                <ListItemText
                  sx={{ flex: '1 1 14rem', minWidth: 0 }}
                  primary={
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <span>{device(s)}</span>
                      {s.current && (
                        <Chip size="small" color="success" label={t('sessions.current')} />
                      )}
                    </Stack>
                  }
                  secondary={t('sessions.detail', {
                    ip: s.ip ?? '—',
                    last: formatDateTime(s.last_seen_at, i18n.language),
                    since: formatDateTime(s.created_at, i18n.language),
                  })}
                />
                {!s.current && (
                  <Button
                    size="small"
                    color="error"
                    variant="outlined"
                    disabled={end.isPending}
                    onClick={() => end.mutate(s._id)}
                    aria-label={t('sessions.endOne', { device: device(s) })}
                  >
                    {t('sessions.end')}
                  </Button>
                )}
              </ListItem>
            ))}
          </List>
        )}
      </Card>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}
      >
        <Typography variant="body2" color="text.secondary">
          {others === 0 ? t('sessions.onlyThis') : t('sessions.others', { count: others })}
        </Typography>
        <Button
          variant="contained"
          color="error"
          disabled={others === 0 || end.isPending}
          onClick={() => end.mutate(null)}
        >
          {t('sessions.endOthers')}
        </Button>
      </Stack>
    </Stack>
  );
}

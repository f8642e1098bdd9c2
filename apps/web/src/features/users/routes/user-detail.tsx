import { useNavigate, useParams, Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddCardOutlined from '@mui/icons-material/AddCardOutlined';
import ArrowBack from '@mui/icons-material/ArrowBack';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PersonOffOutlined from '@mui/icons-material/PersonOffOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import RemoveCircleOutlined from '@mui/icons-material/RemoveCircleOutlined';
import { formatDate } from '@trayecto/contracts';
import { isApiError } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { useCan } from '../../../lib/use-can.ts';
import { useCollaboratorActions } from '../../payroll/api/collaborator-actions.tsx';
import { useUser } from '../../payroll/api/payroll-queries.ts';
import { MovementsTable } from '../components/movements-table.tsx';
import { UserSummary } from '../components/user-summary.tsx';

function BackLink() {
  const { t } = useTranslation('payroll');
  return (
    <Button
      component={RouterLink}
      to="/corporate_users"
      startIcon={
        <ArrowBack sx={{ transform: (th) => (th.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />
      }
      sx={{ alignSelf: 'flex-start' }}
    >
      {t('detail.back')}
    </Button>
  );
}

/** /user/:id: one collaborator, their money and their movements. */
export function Component() {
  const { t, i18n } = useTranslation('payroll');
  const timezone = useSessionStore((s) => s.timezone);
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const query = useUser(id);
  const actions = useCollaboratorActions({
    onDeleted: () => void navigate('/corporate_users', { replace: true }),
  });
  const user = query.data;
  // balance, edit, (de)activate and delete are writes on the payroll (issue 13)
  const canWrite = useCan('write', 'payroll');

  if (query.isError && !user) {
    const notFound =
      isApiError(query.error) && (query.error.status === 404 || query.error.status === 400);
    return (
      <Stack spacing={3}>
        <BackLink />
        {notFound ? (
          <Card
            variant="outlined"
            sx={{ borderRadius: 3, p: { xs: 4, sm: 6 }, textAlign: 'center' }}
            role="status"
          >
            <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
              <PersonSearchOutlined aria-hidden sx={{ fontSize: 48, color: 'text.secondary' }} />
              <Typography variant="h5" component="h1">
                {t('detail.notFound')}
              </Typography>
              <Typography color="text.secondary">{t('detail.notFoundText')}</Typography>
            </Stack>
          </Card>
        ) : (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void query.refetch()}>
                {t('actions.retry')}
              </Button>
            }
          >
            {t('detail.error', { message: query.error.message })}
          </Alert>
        )}
      </Stack>
    );
  }

  return (
    <Stack spacing={3}>
      <BackLink />
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}
      >
        <Typography
          variant="h4"
          component="h1"
          sx={{ fontWeight: 700, fontSize: { xs: '1.5rem', sm: '1.75rem' } }}
        >
          {t('detail.title')}
        </Typography>
        {user && !user.deleted_at && canWrite && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button
              variant="contained"
              startIcon={<AddCardOutlined />}
              onClick={() => actions.open('give', user)}
            >
              {t('actions.give')}
            </Button>
            <Button
              variant="outlined"
              startIcon={<RemoveCircleOutlined />}
              onClick={() => actions.open('take', user)}
            >
              {t('actions.take')}
            </Button>
            <Button startIcon={<EditOutlined />} onClick={() => actions.open('edit', user)}>
              {t('actions.edit')}
            </Button>
            <Button
              startIcon={user.is_active ? <PersonOffOutlined /> : <PersonOutlined />}
              onClick={() => actions.open('toggle', user)}
            >
              {t(user.is_active ? 'actions.deactivate' : 'actions.activate')}
            </Button>
            <Button
              color="error"
              startIcon={<DeleteOutlined />}
              onClick={() => actions.open('delete', user)}
            >
              {t('actions.delete')}
            </Button>
          </Stack>
        )}
      </Stack>
      {user?.deleted_at && (
        <Alert severity="info">
          {t('detail.removed', { date: formatDate(user.deleted_at, i18n.language, timezone) })}
        </Alert>
      )}
      {user ? (
        <UserSummary user={user} />
      ) : (
        <Card variant="outlined" sx={{ borderRadius: 3, p: 3 }} aria-busy="true">
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Skeleton variant="circular" width={64} height={64} />
            <Stack sx={{ flex: 1 }}>
              <Skeleton width="40%" sx={{ fontSize: '1.5rem' }} />
              <Skeleton width="30%" />
            </Stack>
          </Stack>
          <Skeleton height={80} sx={{ mt: 2 }} />
        </Card>
      )}
      <Card
        variant="outlined"
        sx={{ borderRadius: 3 }}
        component="section"
        aria-labelledby="movements-title"
      >
        <Typography
          id="movements-title"
          variant="h6"
          component="h2"
          sx={{ px: 3, py: 2, fontSize: '1.05rem', fontWeight: 600 }}
        >
          {t('detail.movements')}
        </Typography>
        <Divider />
        <Stack sx={{ p: { xs: 1, sm: 2 } }}>
          <MovementsTable userId={id} />
        </Stack>
      </Card>
      {actions.element}
    </Stack>
  );
}

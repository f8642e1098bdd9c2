import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddLinkOutlined from '@mui/icons-material/AddLinkOutlined';
import LinkOffOutlined from '@mui/icons-material/LinkOffOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import type { ConsoleCompanyDetail } from '@trayecto/contracts/console';
import { formatNumber, formatUsd } from '@trayecto/contracts/format';
import { isLanguage } from '@trayecto/contracts/i18n';
import { DetailColumns, DetailPanel } from '../../../components/detail-layout.tsx';
import { TitleId } from '../../../components/detail-page.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { UserText } from '../../../components/user-text.tsx';
import { currentLanguage } from '../../../lib/api-client.ts';
import { useCompany } from '../api/console-queries.ts';
import {
  COMPANY_FEATURES,
  CompanyDialogs,
  type CompanyDialog,
  type CompanyFeature,
} from '../components/company-dialogs.tsx';
import { CompanyCreditsCard } from '../components/company-credits-card.tsx';
import { DetailFrame } from '../components/detail-states.tsx';
import { InfoList } from '../components/info-list.tsx';
import { CompanyStatusChip } from '../components/status-chip.tsx';
import { useCan } from '../hooks/use-can.ts';
import { useToast } from '../../../components/use-toast.tsx';
import { mediumDate, shortDateTime } from '../lib/dates.ts';
import { COMPANIES_PATH, companyPath } from '../lib/paths.ts';

/**
 * /admin/companies/:id: a company's profile, fiscal data, wallet and overdraft, collaborators,
 * last orders and panels, with what the admin's role may do to it: approve, suspend, reactivate,
 * switch its features, set its overdraft, link or unlink panels, and enter it in assist mode.
 */
export function Component() {
  const { t } = useTranslation('console');
  const { id = '' } = useParams();
  const query = useCompany(id);
  return (
    <DetailFrame
      query={query}
      back={{ to: COMPANIES_PATH, label: t('company.back') }}
      notFoundText={t('company.notFound')}
    >
      {(detail) => <CompanyDetail detail={detail} />}
    </DetailFrame>
  );
}

function CompanyDetail({ detail }: { detail: ConsoleCompanyDetail }) {
  const { t } = useTranslation('console');
  const may = useCan();
  const { notify, toast } = useToast();
  const [dialog, setDialog] = useState<CompanyDialog | null>(null);
  const { company } = detail;
  const open = (next: CompanyDialog) => setDialog(next);

  const actions: ReactNode[] = [];
  if (may('manage', 'companies')) {
    if (company.status === 'pending')
      actions.push(
        <Button
          key="approve"
          variant="contained"
          color="success"
          onClick={() => open({ type: 'approve' })}
        >
          {t('company.approve.button')}
        </Button>,
      );
    if (company.status === 'approved')
      actions.push(
        <Button
          key="suspend"
          variant="outlined"
          color="error"
          onClick={() => open({ type: 'suspend' })}
        >
          {t('company.suspend.button')}
        </Button>,
      );
    if (company.status === 'suspended')
      actions.push(
        <Button key="reactivate" variant="contained" onClick={() => open({ type: 'reactivate' })}>
          {t('company.reactivate.button')}
        </Button>,
      );
  }
  if (may('manage', 'assist') && company.status === 'approved')
    actions.push(
      <Button
        key="assist"
        variant="contained"
        startIcon={<SupportAgentOutlined />}
        onClick={() => open({ type: 'assist' })}
      >
        {t('company.assist.button')}
      </Button>,
    );

  return (
    <>
      <PageHeader
        rowFrom="md"
        title={
          <>
            <UserText>{company.name}</UserText> <TitleId>{company.unique_id}</TitleId>
          </>
        }
        subtitle={
          <Stack
            component="span"
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ flexWrap: 'wrap', mt: 0.5 }}
          >
            <CompanyStatusChip status={company.status} />
            {company.is_corporate_master && (
              <Chip size="small" color="primary" variant="outlined" label={t('companies.master')} />
            )}
          </Stack>
        }
        action={
          actions.length > 0 && (
            <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {actions}
            </Stack>
          )
        }
      />
      <DetailColumns
        main={
          <>
            <ProfilePanel detail={detail} />
            <FiscalPanel detail={detail} />
            <OrdersPanel detail={detail} />
          </>
        }
        side={
          <>
            <WalletPanel
              detail={detail}
              onOverdraft={
                may('money', 'companies') ? () => open({ type: 'overdraft' }) : undefined
              }
            />
            <FeaturesPanel
              detail={detail}
              canSwitch={(feature) =>
                feature === 'is_allow_credits'
                  ? may('money', 'companies')
                  : may('manage', 'companies')
              }
              onSwitch={(feature, value) => open({ type: 'feature', feature, value })}
            />
            <CompanyCreditsCard company={company} />
            <PanelsPanel
              detail={detail}
              canManage={may('manage', 'companies')}
              onLink={() => open({ type: 'link' })}
              onUnlink={(panel) => open({ type: 'unlink', panel })}
            />
          </>
        }
      />
      <CompanyDialogs
        dialog={dialog}
        detail={detail}
        onClose={() => setDialog(null)}
        onDone={(message) => {
          setDialog(null);
          notify('success', message);
        }}
      />
      {toast}
    </>
  );
}

function ProfilePanel({ detail: { company, collaborators } }: { detail: ConsoleCompanyDetail }) {
  const { t } = useTranslation('console');
  const lang = currentLanguage();
  const date = (iso: string | null) => (iso ? mediumDate(iso, lang) : null);
  return (
    <DetailPanel title={t('company.profile')}>
      <InfoList
        items={[
          { label: t('company.fields.email'), value: <UserText>{company.email}</UserText> },
          { label: t('company.fields.phone'), value: <bdi dir="ltr">{company.phone}</bdi> },
          {
            label: t('company.fields.country'),
            value: <UserText>{company.country_name}</UserText>,
          },
          { label: t('company.fields.city'), value: <UserText>{company.city}</UserText> },
          {
            label: t('company.fields.lang'),
            value: isLanguage(company.lang) ? t(`languages.${company.lang}`) : company.lang,
          },
          {
            label: t('company.fields.collaborators'),
            value: t('company.collaboratorsValue', {
              active: formatNumber(collaborators.active, lang),
              total: formatNumber(collaborators.total, lang),
            }),
          },
          { label: t('company.fields.created'), value: date(company.created_at) },
          { label: t('company.fields.onboarded'), value: date(company.onboarded_at) },
          { label: t('company.fields.approved'), value: date(company.approved_at) },
          ...(company.status === 'suspended'
            ? [
                {
                  label: t('company.fields.suspendedReason'),
                  value: company.suspended_reason && (
                    <UserText>{company.suspended_reason}</UserText>
                  ),
                },
              ]
            : []),
        ]}
      />
    </DetailPanel>
  );
}

function FiscalPanel({ detail: { company } }: { detail: ConsoleCompanyDetail }) {
  const { t } = useTranslation('console');
  return (
    <DetailPanel title={t('company.fiscal')}>
      <InfoList
        items={[
          {
            label: t('company.fields.taxId'),
            value: company.tax_id && <bdi dir="ltr">{company.tax_id}</bdi>,
          },
          {
            label: t('company.fields.fiscalName'),
            value: company.fiscal_name && <UserText>{company.fiscal_name}</UserText>,
          },
          {
            label: t('company.fields.fiscalAddress'),
            value: company.fiscal_address && <UserText>{company.fiscal_address}</UserText>,
          },
          {
            label: t('company.fields.invoiceEmails'),
            value:
              company.invoice_emails.length > 0 ? (
                <Stack component="span" spacing={0.25}>
                  {company.invoice_emails.map((email) => (
                    <UserText key={email} component="span" sx={{ display: 'block' }}>
                      {email}
                    </UserText>
                  ))}
                </Stack>
              ) : null,
          },
        ]}
      />
    </DetailPanel>
  );
}

function Amount({ label, value }: { label: string; value: number }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography
        dir="ltr"
        variant="h5"
        component="p"
        sx={{
          fontWeight: 700,
          unicodeBidi: 'isolate',
          textAlign: 'start',
          color: value < 0 ? 'error.main' : undefined,
        }}
      >
        {formatUsd(value)}
      </Typography>
    </Box>
  );
}

function WalletPanel({
  detail: { company },
  onOverdraft,
}: {
  detail: ConsoleCompanyDetail;
  onOverdraft?: () => void;
}) {
  const { t } = useTranslation('console');
  return (
    <DetailPanel title={t('company.wallet')}>
      <Stack spacing={2}>
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
          <Amount label={t('company.fields.wallet')} value={company.wallet} />
          <Amount label={t('company.fields.overdraft')} value={company.overdraft} />
        </Box>
        {onOverdraft && (
          <Box>
            <Button variant="outlined" onClick={onOverdraft}>
              {t('company.overdraft.button')}
            </Button>
          </Box>
        )}
      </Stack>
    </DetailPanel>
  );
}

function FeaturesPanel({
  detail: { company },
  canSwitch,
  onSwitch,
}: {
  detail: ConsoleCompanyDetail;
  canSwitch: (feature: CompanyFeature) => boolean;
  onSwitch: (feature: CompanyFeature, value: boolean) => void;
}) {
  const { t } = useTranslation('console');
  return (
    <DetailPanel title={t('features.title.panel')}>
      <Stack spacing={1.5} divider={<Divider flexItem />}>
        {COMPANY_FEATURES.map((feature) => (
          <Box key={feature}>
            <FormControlLabel
              sx={{ m: 0, width: '100%', justifyContent: 'space-between', gap: 2 }}
              labelPlacement="start"
              label={
                <Box>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {t(`features.${feature}.label`)}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {t(`features.${feature}.hint`)}
                  </Typography>
                </Box>
              }
              control={
                <Switch
                  name={feature}
                  checked={company[feature]}
                  disabled={!canSwitch(feature)}
                  // the switch does not move until the change is confirmed and saved
                  onChange={(_, checked) => onSwitch(feature, checked)}
                />
              }
            />
          </Box>
        ))}
      </Stack>
    </DetailPanel>
  );
}

function PanelsPanel({
  detail,
  canManage,
  onLink,
  onUnlink,
}: {
  detail: ConsoleCompanyDetail;
  canManage: boolean;
  onLink: () => void;
  onUnlink: (panel: ConsoleCompanyDetail['panels'][number]) => void;
}) {
  const { t } = useTranslation('console');
  const { company, panels, masters } = detail;
  if (company.is_corporate_master) {
    return (
      <DetailPanel title={t('company.panels')}>
        <Stack spacing={1.5}>
          {panels.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('company.noPanels')}
            </Typography>
          ) : (
            <List dense disablePadding>
              {panels.map((panel) => (
                <ListItem
                  key={panel._id}
                  disableGutters
                  secondaryAction={
                    canManage && (
                      <Tooltip title={t('company.unlink.button')}>
                        <IconButton
                          edge="end"
                          aria-label={`${t('company.unlink.button')}: ${panel.name}`}
                          onClick={() => onUnlink(panel)}
                        >
                          <LinkOffOutlined fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    )
                  }
                >
                  <CompanyLinkText company={panel} />
                </ListItem>
              ))}
            </List>
          )}
          {canManage && company.status === 'approved' && (
            <Box>
              <Button variant="outlined" startIcon={<AddLinkOutlined />} onClick={onLink}>
                {t('company.link.button')}
              </Button>
            </Box>
          )}
        </Stack>
      </DetailPanel>
    );
  }
  return (
    <DetailPanel title={t('company.masters')}>
      {masters.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('company.noMasters')}
        </Typography>
      ) : (
        <List dense disablePadding>
          {masters.map((master) => (
            <ListItem key={master._id} disableGutters>
              <CompanyLinkText company={master} />
            </ListItem>
          ))}
        </List>
      )}
    </DetailPanel>
  );
}

function CompanyLinkText({
  company,
}: {
  company: { _id: string; name: string; unique_id: string };
}) {
  return (
    <ListItemText
      primary={
        <Link component={RouterLink} to={companyPath(company._id)} underline="hover">
          <UserText>{company.name}</UserText>
        </Link>
      }
      secondary={<bdi dir="ltr">{company.unique_id}</bdi>}
    />
  );
}

function OrdersPanel({ detail: { last_orders } }: { detail: ConsoleCompanyDetail }) {
  const { t } = useTranslation('console');
  const lang = currentLanguage();
  return (
    <DetailPanel title={t('company.lastOrders')}>
      {last_orders.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('company.noOrders')}
        </Typography>
      ) : (
        <Box sx={{ overflowX: 'auto', mx: { xs: -2, sm: -2.5 } }}>
          <Table size="small" aria-label={t('company.lastOrders')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('company.orderColumns.id')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  {t('company.orderColumns.kind')}
                </TableCell>
                <TableCell>{t('company.orderColumns.status')}</TableCell>
                <TableCell align="right">{t('company.orderColumns.amount')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {last_orders.map((order) => {
                const kind = `orderKinds.${order.kind}`;
                const status = `tripStatus.${order.status}`;
                return (
                  <TableRow key={order._id} data-order={order.unique_id}>
                    <TableCell>
                      <Typography
                        variant="body2"
                        dir="ltr"
                        sx={{ fontWeight: 600, unicodeBidi: 'isolate' }}
                      >
                        {order.unique_id}
                      </Typography>
                      <Typography
                        variant="caption"
                        color="text.secondary"
                        sx={{ whiteSpace: 'nowrap' }}
                      >
                        {shortDateTime(order.created_at, lang)}
                      </Typography>
                    </TableCell>
                    <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                      {t(kind, { defaultValue: order.kind })}
                    </TableCell>
                    <TableCell>{t(status, { defaultValue: order.status })}</TableCell>
                    <TableCell
                      align="right"
                      dir="ltr"
                      sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
                    >
                      {formatUsd(order.amount)}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </Box>
      )}
    </DetailPanel>
  );
}

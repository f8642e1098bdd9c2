import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddBusinessOutlined from '@mui/icons-material/AddBusinessOutlined';
import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import { isLanguage } from '@trayecto/contracts/i18n';
import {
  LEAD_NOTE_MAX,
  LEAD_STATUSES,
  leadNoteBodySchema,
  type LeadDetail,
  type LeadStatusCode,
} from '@trayecto/contracts/leads';
import { DetailColumns, DetailPanel } from '../../../components/detail-layout.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { UserText, WithUserText } from '../../../components/user-text.tsx';
import { currentLanguage } from '../../../lib/api-client.ts';
import { apiErrorText, errorText } from '../../../lib/i18n-errors.ts';
import {
  useAddLeadNote,
  useCreateCompanyFromLead,
  useLead,
  useSetLeadStatus,
} from '../api/console-queries.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { DetailFrame } from '../components/detail-states.tsx';
import { InfoList } from '../components/info-list.tsx';
import { LeadStatusChip } from '../components/status-chip.tsx';
import { useCan } from '../hooks/use-can.ts';
import { useToast } from '../../../components/use-toast.tsx';
import { shortDateTime } from '../lib/dates.ts';
import { LEADS_PATH, companyPath } from '../lib/paths.ts';

/**
 * /admin/leads/:id: everything the prospect wrote, its status, the admins' notes, and "Crear
 * empresa" (a pending company made from the lead, which is e-mailed its first-password link).
 */
export function Component() {
  const { t } = useTranslation('console');
  const { id = '' } = useParams();
  const query = useLead(id);
  return (
    <DetailFrame
      query={query}
      back={{ to: LEADS_PATH, label: t('lead.back') }}
      notFoundText={t('lead.notFound')}
    >
      {(detail) => <Lead detail={detail} />}
    </DetailFrame>
  );
}

type Dialog =
  { type: 'status'; status: LeadStatusCode } | { type: 'note'; text: string } | { type: 'company' };

function Lead({ detail }: { detail: LeadDetail }) {
  const { t } = useTranslation('console');
  const may = useCan();
  const { notify, toast } = useToast();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const { lead } = detail;
  const manage = may('manage', 'leads');

  const done = (message: string) => {
    setDialog(null);
    notify('success', message);
  };

  const askNote = () => {
    const parsed = leadNoteBodySchema.safeParse({ text: note });
    if (!parsed.success) {
      setNoteError(parsed.error.issues[0]?.message ?? 'field_required');
      return;
    }
    setDialog({ type: 'note', text: parsed.data.text });
  };

  return (
    <>
      <PageHeader
        rowFrom="md"
        title={<UserText>{lead.company}</UserText>}
        subtitle={
          <Stack
            component="span"
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', mt: 0.5 }}
          >
            <LeadStatusChip status={lead.status} />
            <UserText>{lead.name}</UserText>
          </Stack>
        }
        action={
          lead.corporate ? (
            <Button
              variant="outlined"
              startIcon={<ApartmentOutlined />}
              component={RouterLink}
              to={companyPath(lead.corporate._id)}
            >
              {t('lead.company.open')}
            </Button>
          ) : (
            manage && (
              <Button
                variant="contained"
                startIcon={<AddBusinessOutlined />}
                onClick={() => setDialog({ type: 'company' })}
              >
                {t('lead.company.button')}
              </Button>
            )
          )
        }
      />
      <DetailColumns
        main={
          <>
            <LeadFacts detail={detail} />
            <DetailPanel title={t('lead.message')}>
              <UserText
                variant="body2"
                component="p"
                sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', m: 0 }}
              >
                {lead.message}
              </UserText>
            </DetailPanel>
          </>
        }
        side={
          <>
            {manage && (
              <DetailPanel title={t('lead.status.title')}>
                <TextField
                  select
                  fullWidth
                  size="small"
                  name="status"
                  label={t('lead.status.label')}
                  value={lead.status}
                  onChange={(e) => {
                    const next = e.target.value as LeadStatusCode;
                    if (next !== lead.status) setDialog({ type: 'status', status: next });
                  }}
                  helperText={t('lead.status.hint')}
                >
                  {LEAD_STATUSES.map((status) => (
                    <MenuItem key={status} value={status}>
                      {t(`leadStatus.${status}`)}
                    </MenuItem>
                  ))}
                </TextField>
              </DetailPanel>
            )}
            <DetailPanel title={t('lead.notes.title')}>
              <Stack spacing={2}>
                {manage && (
                  <Stack
                    component="form"
                    noValidate
                    spacing={1.5}
                    onSubmit={(e) => {
                      e.preventDefault();
                      askNote();
                    }}
                  >
                    <TextField
                      name="note"
                      label={t('lead.notes.new')}
                      value={note}
                      onChange={(e) => {
                        setNote(e.target.value);
                        setNoteError(null);
                      }}
                      multiline
                      minRows={2}
                      fullWidth
                      error={Boolean(noteError)}
                      helperText={
                        noteError
                          ? errorText(t, noteError, { max: LEAD_NOTE_MAX, min: 1 })
                          : undefined
                      }
                      slotProps={{ htmlInput: { maxLength: LEAD_NOTE_MAX } }}
                    />
                    <Box>
                      <Button type="submit" variant="outlined">
                        {t('lead.notes.add')}
                      </Button>
                    </Box>
                  </Stack>
                )}
                <Notes detail={detail} />
              </Stack>
            </DetailPanel>
          </>
        }
      />
      {dialog?.type === 'status' && (
        <StatusDialog
          detail={detail}
          status={dialog.status}
          onClose={() => setDialog(null)}
          onDone={done}
        />
      )}
      {dialog?.type === 'note' && (
        <NoteDialog
          detail={detail}
          text={dialog.text}
          onClose={() => setDialog(null)}
          onDone={(message) => {
            setNote('');
            done(message);
          }}
        />
      )}
      {dialog?.type === 'company' && (
        <CreateCompanyDialog detail={detail} onClose={() => setDialog(null)} onDone={done} />
      )}
      {toast}
    </>
  );
}

function LeadFacts({ detail: { lead } }: { detail: LeadDetail }) {
  const { t } = useTranslation('console');
  const lang = currentLanguage();
  const industry = `industries.${lead.industry}`;
  const source = `leadSources.${lead.lead_source}`;
  const size = `companySizes.${lead.company_size}`;
  return (
    <DetailPanel title={t('lead.facts')}>
      <InfoList
        items={[
          { label: t('lead.fields.name'), value: <UserText>{lead.name}</UserText> },
          { label: t('lead.fields.company'), value: <UserText>{lead.company}</UserText> },
          { label: t('lead.fields.taxId'), value: <bdi dir="ltr">{lead.tax_id}</bdi> },
          { label: t('lead.fields.email'), value: <UserText>{lead.email}</UserText> },
          { label: t('lead.fields.phone'), value: <bdi dir="ltr">{lead.phone}</bdi> },
          { label: t('lead.fields.city'), value: <UserText>{lead.city}</UserText> },
          {
            label: t('lead.fields.companySize'),
            value: t(size, { defaultValue: lead.company_size }),
          },
          { label: t('lead.fields.industry'), value: t(industry, { defaultValue: lead.industry }) },
          {
            label: t('lead.fields.leadSource'),
            value: t(source, { defaultValue: lead.lead_source }),
          },
          {
            label: t('lead.fields.lang'),
            value: isLanguage(lead.lang) ? t(`languages.${lead.lang}`) : lead.lang,
          },
          { label: t('lead.fields.created'), value: shortDateTime(lead.created_at, lang) },
          { label: t('lead.fields.updated'), value: shortDateTime(lead.updated_at, lang) },
          ...(lead.corporate
            ? [
                {
                  label: t('lead.fields.corporate'),
                  value: (
                    <Button
                      size="small"
                      component={RouterLink}
                      to={companyPath(lead.corporate._id)}
                      sx={{ p: 0, minWidth: 0 }}
                    >
                      <bdi dir="ltr">{lead.corporate.unique_id}</bdi>
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
    </DetailPanel>
  );
}

function Notes({ detail: { notes } }: { detail: LeadDetail }) {
  const { t } = useTranslation('console');
  const lang = currentLanguage();
  if (notes.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('lead.notes.empty')}
      </Typography>
    );
  return (
    <Stack
      component="ol"
      spacing={1.5}
      divider={<Divider flexItem />}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
    >
      {notes.map((n) => (
        <Box component="li" key={n._id} data-note={n._id}>
          <Typography variant="caption" color="text.secondary" component="p">
            <WithUserText>
              {(isolate) =>
                t('lead.notes.by', {
                  admin: isolate(n.admin.name),
                  time: shortDateTime(n.created_at, lang),
                })
              }
            </WithUserText>
          </Typography>
          <UserText
            variant="body2"
            component="p"
            sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', m: 0 }}
          >
            {n.text}
          </UserText>
        </Box>
      ))}
    </Stack>
  );
}

type DialogProps = { detail: LeadDetail; onClose: () => void; onDone: (message: string) => void };

function StatusDialog({
  detail,
  status,
  onClose,
  onDone,
}: DialogProps & { status: LeadStatusCode }) {
  const { t } = useTranslation('console');
  const mutation = useSetLeadStatus(detail.lead._id);
  const statusName = t(`leadStatus.${status}`);
  return (
    <ConfirmDialog
      open
      title={t('lead.status.confirmTitle', { status: statusName })}
      text={
        <WithUserText>
          {(isolate) =>
            t('lead.status.confirmText', {
              company: isolate(detail.lead.company),
              from: t(`leadStatus.${detail.lead.status}`),
              to: statusName,
            })
          }
        </WithUserText>
      }
      confirmLabel={t('lead.status.confirm')}
      busy={mutation.isPending}
      error={mutation.isError ? apiErrorText(t, mutation.error) : null}
      onClose={onClose}
      onConfirm={() => mutation.mutate(status, { onSuccess: () => onDone(t('lead.status.done')) })}
    />
  );
}

function NoteDialog({ detail, text, onClose, onDone }: DialogProps & { text: string }) {
  const { t } = useTranslation('console');
  const mutation = useAddLeadNote(detail.lead._id);
  return (
    <ConfirmDialog
      open
      title={t('lead.notes.confirmTitle')}
      text={
        <Stack spacing={1.5}>
          <span>{t('lead.notes.confirmText')}</span>
          <UserText
            component="blockquote"
            variant="body2"
            sx={{
              m: 0,
              p: 1.5,
              borderInlineStart: 3,
              borderColor: 'divider',
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
              color: 'text.primary',
            }}
          >
            {text}
          </UserText>
        </Stack>
      }
      confirmLabel={t('lead.notes.add')}
      busy={mutation.isPending}
      error={mutation.isError ? apiErrorText(t, mutation.error) : null}
      onClose={onClose}
      onConfirm={() => mutation.mutate(text, { onSuccess: () => onDone(t('lead.notes.done')) })}
    />
  );
}

function CreateCompanyDialog({ detail, onClose, onDone }: DialogProps) {
  const { t } = useTranslation('console');
  const mutation = useCreateCompanyFromLead(detail.lead._id);
  const { lead } = detail;
  return (
    <ConfirmDialog
      open
      title={
        <WithUserText>
          {(isolate) => t('lead.company.title', { company: isolate(lead.company) })}
        </WithUserText>
      }
      text={
        <WithUserText>
          {(isolate) => t('lead.company.text', { email: isolate(lead.email) })}
        </WithUserText>
      }
      confirmLabel={t('lead.company.confirm')}
      busy={mutation.isPending}
      error={mutation.isError ? apiErrorText(t, mutation.error) : null}
      onClose={onClose}
      onConfirm={() =>
        mutation.mutate(undefined, { onSuccess: () => onDone(t('lead.company.done')) })
      }
    />
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  formatNumber,
  SERVICE_TYPE_NAMES,
  formatBs,
  formatDateTime,
  formatUsd,
  type NoteAmount,
  type ServiceNote,
  type ServiceNoteLine,
  type ServiceNoteStop,
} from '@trayecto/contracts';
import { UserText } from '../../../../components/user-text.tsx';
import { currentLanguage } from '../../../../lib/api-client.ts';
import { Fact, FactGrid, Ltr } from '../trip-facts.tsx';
import { TripStatusChip } from '../trip-status-chip.tsx';

/**
 * A service note as the dialog shows it: the company, the service (who, when, what), the route
 * stop by stop, and the charge line by line with each amount in dollars and in bolívares at the
 * BCV rate of the completion day. The same words as its PDF (the server's).
 */
export function ServiceNoteView({ note }: { note: ServiceNote }) {
  const { t, i18n } = useTranslation('trips');
  const lang = currentLanguage();
  const at = (iso: string) => formatDateTime(iso, i18n.language, note.time_zone);
  const personType =
    note.person.type === 'payroll'
      ? t('serviceNote.personType.payroll')
      : note.person.role === 'sender'
        ? t('serviceNote.personType.companyContact')
        : t('serviceNote.personType.guest');
  return (
    <Stack spacing={2.5}>
      <Section title={t('serviceNote.company')}>
        <FactGrid>
          <Fact label={t('serviceNote.companyName')}>
            <UserText>{note.company.name}</UserText>
          </Fact>
          <Fact label={t('serviceNote.taxId')}>
            <Ltr>{note.company.tax_id ?? '—'}</Ltr>
          </Fact>
          {note.company.address && (
            <Fact label={t('serviceNote.fiscalAddress')}>
              <UserText>{note.company.address}</UserText>
            </Fact>
          )}
        </FactGrid>
      </Section>

      <Section title={t('serviceNote.service')}>
        <FactGrid>
          <Fact label={t('serviceNote.order')}>
            {t(`serviceNote.kind.${note.kind}`)} <Ltr>{note.unique_id}</Ltr>
          </Fact>
          <Fact label={t('fields.status')}>
            <TripStatusChip status={note.status} />
          </Fact>
          <Fact label={t('fields.serviceType')}>
            {SERVICE_TYPE_NAMES[note.service_type_id][lang]}
          </Fact>
          <Fact
            label={
              note.person.role === 'sender' ? t('serviceNote.sender') : t('serviceNote.passenger')
            }
          >
            <UserText>{note.person.name}</UserText>
            <Typography variant="caption" color="text.secondary" component="div">
              {personType}
            </Typography>
          </Fact>
          <Fact label={t('serviceNote.requestedBy')}>
            {note.requested_by.type === 'assist' ? (
              t('serviceNote.assist', { name: note.requested_by.name })
            ) : (
              <UserText>{note.requested_by.name}</UserText>
            )}
          </Fact>
          <Fact label={t('serviceNote.requestedAt')}>{at(note.requested_at)}</Fact>
          {note.scheduled_at && (
            <Fact label={t('serviceNote.scheduledAt')}>{at(note.scheduled_at)}</Fact>
          )}
          {note.started_at && <Fact label={t('serviceNote.startedAt')}>{at(note.started_at)}</Fact>}
          <Fact label={t('serviceNote.completedAt')}>{at(note.completed_at)}</Fact>
          <Fact label={t('fields.distance')}>
            <Ltr>{`${formatNumber(note.distance_km, lang)} km · ${note.duration_min} min`}</Ltr>
          </Fact>
        </FactGrid>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          {t('serviceNote.timeZone', { tz: note.time_zone })}
        </Typography>
      </Section>

      <Section title={t('serviceNote.route')}>
        <Stack component="ol" spacing={1.25} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {note.route.map((stop, i) => (
            <RouteStop key={i} note={note} stop={stop} index={i} at={at} />
          ))}
        </Stack>
      </Section>

      <Section title={t('serviceNote.charge')}>
        <AmountHeader />
        <Stack component="dl" spacing={1} sx={{ m: 0 }}>
          {note.lines.map((line, i) => (
            <AmountRow
              key={i}
              kind={line.kind}
              label={lineLabel(t, note, line)}
              amount={line.amount}
            />
          ))}
          <Divider flexItem />
          <AmountRow kind="total" label={t('serviceNote.total')} amount={note.total} strong />
        </Stack>
        <FactGrid>
          <Fact label={t('serviceNote.payer')}>
            {t(`payer.${note.payer.type}`)} · <UserText>{note.payer.name}</UserText>
          </Fact>
          <Fact label={t('serviceNote.rate')}>
            {note.exchange_rate ? (
              <>
                <Ltr>{`${formatNumber(note.exchange_rate.rate, lang, 6)} Bs./$`}</Ltr>
                <Typography variant="caption" color="text.secondary" component="div">
                  {t('serviceNote.rateSince', {
                    date: formatDateTime(
                      note.exchange_rate.effective_at,
                      i18n.language,
                      'America/Caracas',
                      {
                        dateStyle: 'medium',
                      },
                    ),
                  })}
                </Typography>
              </>
            ) : (
              t('serviceNote.noRate')
            )}
          </Fact>
        </FactGrid>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          {t('serviceNote.amountsNote')}
        </Typography>
      </Section>
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography
        variant="subtitle2"
        component="h3"
        sx={{ fontWeight: 700, mb: 1.25, color: 'text.secondary', textTransform: 'uppercase' }}
      >
        {title}
      </Typography>
      <Stack spacing={1.5}>{children}</Stack>
    </Box>
  );
}

type T = ReturnType<typeof useTranslation>['t'];

function lineLabel(t: T, note: ServiceNote, line: ServiceNoteLine): string {
  return t(`serviceNote.lines.${line.kind}`, {
    code: note.promo?.code ?? '',
    quantity: line.quantity ?? '',
    number: line.stop_number ?? '',
  });
}

function stopLabel(t: T, note: ServiceNote, stop: ServiceNoteStop, index: number): string {
  if (note.kind === 'parcel')
    return index === 0 ? t('serviceNote.pickup') : t('serviceNote.delivery', { number: index });
  if (stop.role === 'origin') return t('serviceNote.origin');
  if (stop.role === 'destination') return t('serviceNote.destination');
  return t('serviceNote.stop', { number: index });
}

function RouteStop({
  note,
  stop,
  index,
  at,
}: {
  note: ServiceNote;
  stop: ServiceNoteStop;
  index: number;
  at: (iso: string) => string;
}) {
  const { t } = useTranslation('trips');
  // a parcel's and a multistop trip's stops say how each went; a ride's two do not
  const status =
    stop.role === 'origin' || note.kind === 'ride'
      ? null
      : note.kind === 'parcel'
        ? t(`parcels:stopStatus.dropoff.${stop.status}`)
        : t(`multistop:stopStatus.${stop.status}`);
  return (
    <Box component="li" sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {stopLabel(t, note, stop, index)}
      </Typography>
      <Typography
        variant="body2"
        component="div"
        sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}
      >
        {stop.name && (
          <>
            <UserText>{stop.name}</UserText>
            {' · '}
          </>
        )}
        <UserText>{stop.address}</UserText>
      </Typography>
      {status && (
        <Typography
          variant="caption"
          component="div"
          color={stop.status === 'failed' ? 'error' : 'text.secondary'}
        >
          {stop.at ? `${status} · ${at(stop.at)}` : status}
        </Typography>
      )}
    </Box>
  );
}

const amountSx = {
  m: 0,
  textAlign: 'end',
  unicodeBidi: 'isolate',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
} as const;

/** The columns' names: dollars and bolívares side by side (one under the other on a phone). */
function AmountHeader() {
  const { t } = useTranslation('trips');
  return (
    <Box
      aria-hidden
      sx={{
        display: { xs: 'none', sm: 'grid' },
        gridTemplateColumns: 'minmax(0, 1fr) 7rem 9rem',
        gap: 1.5,
      }}
    >
      <span />
      <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'end' }}>
        USD
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'end' }}>
        {t('serviceNote.bolivares')}
      </Typography>
    </Box>
  );
}

function AmountRow({
  label,
  amount,
  strong,
  kind,
}: {
  label: string;
  amount: NoteAmount;
  strong?: boolean;
  kind: string;
}) {
  const weight = strong ? 700 : 500;
  return (
    <Box
      data-note-line={kind}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', sm: 'minmax(0, 1fr) 7rem 9rem' },
        columnGap: 1.5,
        alignItems: 'baseline',
      }}
    >
      <Typography
        component="dt"
        variant="body2"
        sx={{ fontWeight: strong ? 700 : 400, gridRow: { xs: 'span 2', sm: 'auto' } }}
      >
        {label}
      </Typography>
      <Typography component="dd" dir="ltr" variant="body2" sx={{ ...amountSx, fontWeight: weight }}>
        {formatUsd(amount.usd)}
      </Typography>
      <Typography
        component="dd"
        dir="ltr"
        variant="body2"
        color="text.secondary"
        sx={{ ...amountSx, fontWeight: strong ? 600 : 400 }}
      >
        {amount.ves === null ? '—' : formatBs(amount.ves)}
      </Typography>
    </Box>
  );
}

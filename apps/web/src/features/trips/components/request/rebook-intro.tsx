import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { WithUserText } from '../../../../components/user-text.tsx';

/** The trip a request starts from ("Solicitar de nuevo", issue 12), and what could not be kept. */
export type RebookSource = {
  uniqueId: string;
  /** the collaborator who travelled, no longer active: the user chooses the passenger */
  payerGone: string | null;
  /** the old trip was scheduled: the new one starts as "now" */
  wasScheduled: boolean;
};

export function RebookIntro({ again }: { again: RebookSource | 'not_found' | 'load_error' }) {
  const { t } = useTranslation('trips');
  // not this company's trip (or none): the API answers 404 either way; the form starts empty
  if (again === 'not_found' || again === 'load_error') {
    return (
      <Alert severity="warning" data-testid="rebook-intro">
        {again === 'not_found' ? t('request.again.notFound') : t('detail.loadError')}
      </Alert>
    );
  }
  return (
    <Stack spacing={1} data-testid="rebook-intro">
      {/* a trip id is not cut at its hyphen */}
      <Alert severity="info" sx={{ '& bdi': { whiteSpace: 'nowrap' } }}>
        <WithUserText>
          {(isolate) => t('request.again.from', { id: isolate(again.uniqueId) })}
        </WithUserText>
        {again.wasScheduled && ` ${t('request.again.wasScheduled')}`}
      </Alert>
      {again.payerGone !== null && (
        <Alert severity="warning">
          <WithUserText>
            {(isolate) => t('request.again.payerGone', { name: isolate(again.payerGone ?? '') })}
          </WithUserText>
        </Alert>
      )}
    </Stack>
  );
}

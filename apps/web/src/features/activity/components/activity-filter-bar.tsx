import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { ACTIVITY_ACTOR_LABELS, ACTIVITY_ACTORS } from '@trayecto/contracts';
import { DateRangeFields, FilterBar } from '../../../components/filter-bar.tsx';
import { currentLanguage } from '../../../lib/api-client.ts';
import { actionOptions, type ActivityFilterQuery } from '../lib/activity-filters.ts';

/** The log's filters: the days, who did it and what; "clear" while any is set. */
export function ActivityFilterBar({
  value,
  onChange,
}: {
  value: ActivityFilterQuery;
  onChange: (next: ActivityFilterQuery) => void;
}) {
  const { t } = useTranslation('activity');
  const lang = currentLanguage();
  const set = (field: keyof ActivityFilterQuery, text: string) =>
    onChange({ ...value, [field]: text });
  const any = Object.values(value).some(Boolean);
  const actions = actionOptions(lang);
  // a value the URL holds that is not one of the options shows as "all"
  const actor = (ACTIVITY_ACTORS as readonly string[]).includes(value.actor) ? value.actor : '';
  const action = actions.some((o) => o.value === value.action) ? value.action : '';
  return (
    <FilterBar>
      <DateRangeFields
        from={value.from}
        to={value.to}
        onFrom={(d) => set('from', d)}
        onTo={(d) => set('to', d)}
        fromLabel={t('filters.from')}
        toLabel={t('filters.to')}
        minWidth={160}
        names={{ from: 'from', to: 'to' }}
      />
      <TextField
        select
        size="small"
        name="actor"
        label={t('filters.actor')}
        value={actor}
        onChange={(e) => set('actor', e.target.value)}
        sx={{ minWidth: 180 }}
      >
        <MenuItem value="">{t('filters.anyActor')}</MenuItem>
        {ACTIVITY_ACTORS.map((actor) => (
          <MenuItem key={actor} value={actor}>
            {ACTIVITY_ACTOR_LABELS[actor][lang]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        name="action"
        label={t('filters.action')}
        value={action}
        onChange={(e) => set('action', e.target.value)}
        sx={{ minWidth: 220, flex: { sm: 1 }, maxWidth: { sm: 360 } }}
      >
        <MenuItem value="">{t('filters.anyAction')}</MenuItem>
        {actions.map((o) => (
          <MenuItem key={o.value} value={o.value}>
            {o.label}
          </MenuItem>
        ))}
      </TextField>
      {any && (
        <Button
          onClick={() => onChange({ actor: '', action: '', from: '', to: '' })}
          sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
        >
          {t('filters.clear')}
        </Button>
      )}
    </FilterBar>
  );
}

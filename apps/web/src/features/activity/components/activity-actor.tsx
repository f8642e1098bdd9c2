import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import SettingsSuggestOutlined from '@mui/icons-material/SettingsSuggestOutlined';
import {
  ACTIVITY_ACTOR_LABELS,
  API_KEY_ACTOR_LABEL,
  type ActivityEntry,
} from '@trayecto/contracts';
import { currentLanguage } from '../../../lib/api-client.ts';
import { UserText, WithUserText } from '../../../components/user-text.tsx';

/**
 * Who did it: a team member (their name), the company's own login (its name), one of its API keys
 * (by the key's name), a provider admin inside the panel (a chip "Assist mode ·
 * name" that says what that means on hover and on focus), or the provider.
 */
export function ActivityActor({
  entry,
  companyName,
}: {
  entry: Pick<ActivityEntry, 'actor' | 'assist_admin' | 'member'> &
    Partial<Pick<ActivityEntry, 'api_key'>>;
  companyName: string;
}) {
  const { t } = useTranslation('activity');
  const label = ACTIVITY_ACTOR_LABELS[entry.actor][currentLanguage()];
  if (entry.actor === 'company' && entry.api_key) {
    // one of the company's API keys, by its name ("Clave API ‹Tienda›")
    const text = API_KEY_ACTOR_LABEL[currentLanguage()].replace('{{name}}', entry.api_key.name);
    return (
      <UserText variant="body2" sx={{ display: 'block' }} noWrap title={text} data-actor="api-key">
        {text}
      </UserText>
    );
  }
  if (entry.actor === 'company') {
    const who = entry.member?.name ?? companyName;
    return (
      <UserText
        variant="body2"
        sx={{ display: 'block' }}
        noWrap
        title={who}
        data-actor={entry.member ? 'member' : 'company'}
      >
        {who || label}
      </UserText>
    );
  }
  if (entry.actor === 'assist') {
    const name = entry.assist_admin?.name ?? '';
    return (
      <Tooltip title={t('assistHint')} describeChild placement="bottom-start">
        <Chip
          size="small"
          color="warning"
          variant="outlined"
          icon={<SupportAgentOutlined />}
          tabIndex={0}
          data-actor="assist"
          label={
            name ? (
              <WithUserText>{(isolate) => t('assistChip', { name: isolate(name) })}</WithUserText>
            ) : (
              label
            )
          }
          sx={{ fontWeight: 600, maxWidth: '100%' }}
        />
      </Tooltip>
    );
  }
  return (
    <Tooltip title={t('systemHint')} describeChild placement="bottom-start">
      <Typography
        component="span"
        variant="body2"
        color="text.secondary"
        tabIndex={0}
        data-actor="system"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
      >
        <SettingsSuggestOutlined sx={{ fontSize: 18 }} aria-hidden />
        {label}
      </Typography>
    </Tooltip>
  );
}

import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { PASSWORD_MIN, PASSWORD_MIN_SCORE } from '@trayecto/contracts/constants';
import { usePasswordScore, type PasswordScore } from '../../lib/lazy-password-rule.ts';

const LEVELS = ['veryWeak', 'weak', 'fair', 'good', 'strong'] as const;
const colorOf = (score: PasswordScore) =>
  score < PASSWORD_MIN_SCORE ? 'error' : score === PASSWORD_MIN_SCORE ? 'warning' : 'success';

/**
 * How hard the password being typed is to guess, by the rule the server applies (its score;
 * below PASSWORD_MIN_SCORE it is refused as common). Nothing until something is typed; the rule
 * arrives with the first keystroke.
 */
export function PasswordStrength({ password }: { password: string }) {
  const { t } = useTranslation('auth');
  const score = usePasswordScore(password);
  if (!password) return null;
  const short = password.length < PASSWORD_MIN;
  const shown = score === null ? null : short ? 0 : score;
  return (
    <Box data-testid="password-strength" sx={{ mt: -1 }}>
      <LinearProgress
        variant="determinate"
        value={shown === null ? 0 : (shown + 1) * 20}
        color={shown === null ? 'inherit' : colorOf(shown)}
        aria-label={t('password.strength.label')}
        aria-valuetext={shown === null ? undefined : t(`password.strength.${LEVELS[shown]}`)}
        sx={{ height: 6, borderRadius: 3 }}
      />
      <Typography
        variant="caption"
        color={shown === null ? 'text.secondary' : `${colorOf(shown)}.main`}
        aria-live="polite"
        sx={{ display: 'block', mt: 0.5, minHeight: '1.5em' }}
      >
        {shown === null
          ? ''
          : `${t('password.strength.label')}: ${t(`password.strength.${LEVELS[shown]}`)}`}
      </Typography>
    </Box>
  );
}

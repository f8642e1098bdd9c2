import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CheckRounded from '@mui/icons-material/CheckRounded';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import { VISUALLY_HIDDEN } from '../../../../lib/visually-hidden.ts';

/** A value to pay to (a phone, a RIF, an e-mail) with its label and a copy button. */
export function CopyValue({
  label,
  value,
  shown = value,
}: {
  label: string;
  /** what the button copies */
  value: string;
  /** how it reads on screen, when not the same */
  shown?: string;
}) {
  const { t } = useTranslation('balance');
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2500);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      // no clipboard permission (http, an old browser): the value stays there to select
    }
  };
  const copyLabel = t('topup.copy', { label });
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="caption" color="text.secondary" component="p">
          {label}
        </Typography>
        <Typography
          component="p"
          dir="ltr"
          sx={{
            fontWeight: 600,
            unicodeBidi: 'isolate',
            textAlign: 'start',
            overflowWrap: 'anywhere',
          }}
        >
          {shown}
        </Typography>
      </Box>
      <Tooltip title={copyLabel}>
        <IconButton size="small" aria-label={copyLabel} onClick={() => void copy()}>
          {copied ? (
            <CheckRounded color="success" fontSize="small" />
          ) : (
            <ContentCopyRounded fontSize="small" />
          )}
        </IconButton>
      </Tooltip>
      <Box component="span" role="status" sx={VISUALLY_HIDDEN}>
        {copied ? t('topup.copied', { label }) : ''}
      </Box>
    </Stack>
  );
}

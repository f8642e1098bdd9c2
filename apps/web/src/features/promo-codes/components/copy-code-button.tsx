import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import CheckRounded from '@mui/icons-material/CheckRounded';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import { VISUALLY_HIDDEN } from '../../../lib/visually-hidden.ts';

/** Copies a promo code to the clipboard; says so to screen readers and with a check mark. */
export function CopyCodeButton({ code }: { code: string }) {
  const { t } = useTranslation('promos');
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2500);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
    } catch {
      // no clipboard permission (http, an old browser): the code stays there to select
    }
  };
  const label = t('card.copy', { code });
  return (
    <>
      <Tooltip title={label}>
        <IconButton size="small" aria-label={label} onClick={() => void copy()}>
          {copied ? (
            <CheckRounded color="success" fontSize="small" />
          ) : (
            <ContentCopyRounded fontSize="small" />
          )}
        </IconButton>
      </Tooltip>
      <Box component="span" role="status" sx={VISUALLY_HIDDEN}>
        {copied ? t('card.copied', { code }) : ''}
      </Box>
    </>
  );
}

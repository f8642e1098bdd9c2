import { useRef, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import CheckRounded from '@mui/icons-material/CheckRounded';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import { trackingPath } from '../lib/live-parcels.ts';

/** A receiver's public tracking link, read-only, with a copy button. */
export function TrackingLink({ token, label }: { token: string; label: string }) {
  const { t } = useTranslation('parcels');
  const [copied, setCopied] = useState(false);
  const url = `${window.location.origin}${trackingPath(token)}`;
  const inputRef = useRef<HTMLInputElement | null>(null);
  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      // no clipboard permission (http, an old browser): select the text for a manual copy
      inputRef.current?.select();
      document.execCommand?.('copy');
    }
    setCopied(true);
    setTimeout(() => setCopied(false), 2500);
  };
  return (
    <TextField
      size="small"
      fullWidth
      label={label}
      value={url}
      inputRef={inputRef}
      helperText={copied ? t('detail.copied') : t('detail.trackingHint')}
      slotProps={{
        htmlInput: {
          readOnly: true,
          dir: 'ltr',
          'data-tracking': token,
          onFocus: (e: FocusEvent<HTMLInputElement>) => e.currentTarget.select(),
        },
        formHelperText: { role: copied ? 'status' : undefined },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <Tooltip title={t('detail.copy')}>
                <IconButton
                  edge="end"
                  aria-label={`${t('detail.copy')}: ${label}`}
                  onClick={() => void handleCopy()}
                >
                  {copied ? <CheckRounded color="success" /> : <ContentCopyRounded />}
                </IconButton>
              </Tooltip>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

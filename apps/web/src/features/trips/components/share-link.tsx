import { useRef, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import CheckRounded from '@mui/icons-material/CheckRounded';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';

export const shareUrl = (token: string) =>
  `${window.location.origin}/trip-info/${encodeURIComponent(token)}`;

/** The passenger's live link, read-only, with a copy button. */
export function ShareLink({ token }: { token: string }) {
  const { t } = useTranslation('trips');
  const [copied, setCopied] = useState(false);
  const url = shareUrl(token);
  const handleCopy = async (input: HTMLInputElement | null) => {
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      // no clipboard permission (http, old browser): select the text for a manual copy
      input?.select();
      document.execCommand?.('copy');
    }
    setCopied(true);
    setTimeout(() => setCopied(false), 2500);
  };
  const inputRef = useRef<HTMLInputElement | null>(null);
  return (
    <TextField
      size="small"
      fullWidth
      label={t('detail.shareLink')}
      value={url}
      inputRef={inputRef}
      helperText={copied ? t('detail.copied') : t('detail.shareHint')}
      slotProps={{
        htmlInput: {
          readOnly: true,
          dir: 'ltr',
          onFocus: (e: FocusEvent<HTMLInputElement>) => e.currentTarget.select(),
        },
        formHelperText: { role: copied ? 'status' : undefined },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <Tooltip title={t('detail.copy')}>
                <IconButton
                  edge="end"
                  aria-label={t('detail.copy')}
                  onClick={() => void handleCopy(inputRef.current)}
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

import { useRef, useState, type FocusEvent } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import WhatsApp from '@mui/icons-material/WhatsApp';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import CheckRounded from '@mui/icons-material/CheckRounded';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';

/**
 * A public link, read-only (left to right in any language), with a copy button: a passenger's
 * live trip link, a parcel receiver's tracking link. Without clipboard permission (http, an old
 * browser) the text is selected and copied the old way. The texts come translated.
 */
export function CopyLinkField({
  url,
  label,
  hint,
  copiedText,
  copyText,
  copyAriaLabel = copyText,
  dataAttributes,
  whatsapp,
}: {
  url: string;
  label: string;
  hint: string;
  copiedText: string;
  copyText: string;
  copyAriaLabel?: string;
  /** data-* attributes for the input (what a test or a script looks for) */
  dataAttributes?: Record<`data-${string}`, string>;
  /** a button that opens WhatsApp with the link written in, to send it oneself (issue 13) */
  whatsapp?: { href: string; label: string };
}) {
  const [copied, setCopied] = useState(false);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      inputRef.current?.select();
      document.execCommand?.('copy');
    }
    setCopied(true);
    setTimeout(() => setCopied(false), 2500);
  };
  const input = (
    <TextField
      size="small"
      fullWidth
      label={label}
      value={url}
      inputRef={inputRef}
      helperText={copied ? copiedText : hint}
      slotProps={{
        htmlInput: {
          readOnly: true,
          dir: 'ltr',
          ...dataAttributes,
          onFocus: (e: FocusEvent<HTMLInputElement>) => e.currentTarget.select(),
        },
        formHelperText: { role: copied ? 'status' : undefined },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <Tooltip title={copyText}>
                <IconButton edge="end" aria-label={copyAriaLabel} onClick={() => void handleCopy()}>
                  {copied ? <CheckRounded color="success" /> : <ContentCopyRounded />}
                </IconButton>
              </Tooltip>
            </InputAdornment>
          ),
        },
      }}
    />
  );
  if (!whatsapp) return input;
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      {input}
      <Button
        size="small"
        variant="outlined"
        color="success"
        startIcon={<WhatsApp />}
        href={whatsapp.href}
        target="_blank"
        rel="noopener noreferrer"
      >
        {whatsapp.label}
      </Button>
    </Stack>
  );
}

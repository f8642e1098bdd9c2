import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { PARCEL_IMAGE_MAX_MB, PARCEL_IMAGE_TYPES, type ParcelImageType } from '@trayecto/contracts';
import { currentLanguage } from '../../../lib/api-client.ts';
import { apiErrorText, errorText } from '../../../lib/i18n-errors.ts';
import { uploadLogo } from '../api/onboarding-api.ts';
import { logoFileProblem } from '../lib/logo-file.ts';

const FORMAT_NAMES: Record<ParcelImageType, string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
};

/** A chosen file shown through an object URL, released when the preview goes. */
function FilePreview({ file, alt, sx }: { file: Blob; alt: string; sx: SxProps<Theme> }) {
  const ref = useRef<HTMLImageElement | null>(null);
  useEffect(() => {
    const url = URL.createObjectURL(file);
    if (ref.current) ref.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return <Box component="img" ref={ref} alt={alt} sx={sx} />;
}

/**
 * The company's logo: chosen with the file picker, checked here (type by its bytes, size: the
 * server's limits and texts), previewed and uploaded at once; the form sends its id. The logo
 * kept so far is shown until another is chosen or it is removed.
 */
export function LogoField({
  currentUrl,
  value,
  onChange,
  onUploading,
}: {
  /** the logo stored now (its image_url), if any */
  currentUrl: string | null;
  /** undefined: unchanged; null: removed; else the new upload's id */
  value: string | null | undefined;
  onChange: (value: string | null | undefined) => void;
  onUploading: (busy: boolean) => void;
}) {
  const { t } = useTranslation('onboarding');
  const lang = currentLanguage();
  const inputId = useId();
  const input = useRef<HTMLInputElement | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: (chosen: File) => uploadLogo(chosen),
    onMutate: () => onUploading(true),
    onSettled: () => onUploading(false),
    onSuccess: (uploaded) => onChange(uploaded.image_id),
    onError: (e) => {
      setProblem(apiErrorText(t, e));
      setFile(null);
      onChange(undefined);
    },
  });

  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    setProblem(null);
    const refused = await logoFileProblem(chosen);
    if (refused) {
      setProblem(errorText(t, refused));
      return;
    }
    setFile(chosen);
    upload.mutate(chosen);
  };
  const remove = () => {
    setFile(null);
    setProblem(null);
    onChange(currentUrl ? null : undefined);
  };
  const types = new Intl.ListFormat(lang, { style: 'long', type: 'disjunction' }).format(
    PARCEL_IMAGE_TYPES.map((type) => FORMAT_NAMES[type]),
  );
  const shownUrl = !file && value !== null ? currentUrl : null;
  const hasLogo = Boolean(file || shownUrl);
  const imageSx = {
    width: '100%',
    height: '100%',
    objectFit: 'contain',
    display: 'block',
  } as const;

  return (
    <Stack spacing={1}>
      <Typography component="span" variant="subtitle2" id={`${inputId}-label`}>
        {t('form.logo')}
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <Box
          sx={{
            width: 120,
            height: 120,
            flexShrink: 0,
            borderRadius: 2,
            border: 1,
            borderStyle: hasLogo ? 'solid' : 'dashed',
            borderColor: problem ? 'error.main' : 'divider',
            bgcolor: 'action.hover',
            overflow: 'hidden',
            display: 'grid',
            placeItems: 'center',
            position: 'relative',
          }}
        >
          {file ? (
            <FilePreview file={file} alt={t('form.logoPreview')} sx={imageSx} />
          ) : shownUrl ? (
            <Box component="img" src={shownUrl} alt={t('form.logoPreview')} sx={imageSx} />
          ) : (
            <AddPhotoAlternateOutlined sx={{ fontSize: 36, color: 'text.secondary' }} aria-hidden />
          )}
          {upload.isPending && (
            <LinearProgress sx={{ position: 'absolute', bottom: 0, insetInline: 0 }} />
          )}
        </Box>
        <Stack spacing={1} sx={{ minWidth: 0 }}>
          {/* the file picker itself is hidden: the button opens it (one stop for the keyboard) */}
          <input
            ref={input}
            id={inputId}
            hidden
            type="file"
            name="logo"
            accept={PARCEL_IMAGE_TYPES.join(',')}
            onChange={(e) => {
              void choose(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button
              variant="outlined"
              size="small"
              startIcon={<AddPhotoAlternateOutlined />}
              onClick={() => input.current?.click()}
              disabled={upload.isPending}
              aria-describedby={`${inputId}-hint`}
            >
              {hasLogo ? t('form.logoChange') : t('form.logoChoose')}
            </Button>
            {hasLogo && (
              <Button
                size="small"
                color="inherit"
                startIcon={<DeleteOutlined />}
                onClick={remove}
                disabled={upload.isPending}
              >
                {t('form.logoRemove')}
              </Button>
            )}
          </Stack>
          <Typography id={`${inputId}-hint`} variant="caption" color="text.secondary">
            {t('form.logoHint', { types, mb: PARCEL_IMAGE_MAX_MB })}
          </Typography>
          {upload.isPending && (
            <Typography variant="caption" role="status">
              {t('form.logoUploading')}
            </Typography>
          )}
        </Stack>
      </Stack>
      {problem && (
        <FormHelperText error role="alert">
          {problem}
        </FormHelperText>
      )}
    </Stack>
  );
}

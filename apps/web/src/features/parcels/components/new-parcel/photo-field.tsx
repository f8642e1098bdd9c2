import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import {
  PARCEL_IMAGE_MAX_BYTES,
  PARCEL_IMAGE_TYPES,
  type ParcelImageType,
} from '@trayecto/contracts';
import { apiErrorText, errorText } from '../../../../lib/i18n-errors.ts';
import { currentLanguage } from '../../../../lib/api-client.ts';
import { uploadParcelImage } from '../../api/parcels-api.ts';
import { imageFileProblem } from '../../lib/image-check.ts';
import { BlobImage } from '../blob-image.tsx';

const FORMAT_NAMES: Record<ParcelImageType, string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
};

/**
 * The parcel's photo: chosen with the file picker, checked here (type by its bytes, size) with
 * the server's texts, shown as a preview and uploaded at once; the parcel carries its id.
 */
export function PhotoField({
  imageId,
  onChange,
  error,
}: {
  imageId: string | null;
  onChange: (imageId: string | null) => void;
  /** the field's problem when the form is checked (none chosen; the server's refusal) */
  error: string | null;
}) {
  const { t } = useTranslation('parcels');
  const lang = currentLanguage();
  const inputId = useId();
  const input = useRef<HTMLInputElement | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: (chosen: File) => uploadParcelImage(chosen),
    onSuccess: (uploaded) => onChange(uploaded.image_id),
    onError: (e) => {
      setProblem(apiErrorText(t, e));
      onChange(null);
    },
  });

  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    setProblem(null);
    const refused = await imageFileProblem(chosen);
    if (refused) {
      setProblem(errorText(t, refused));
      return;
    }
    setFile(chosen);
    onChange(null);
    upload.mutate(chosen);
  };
  const shown = problem ?? (file && !upload.isPending && imageId ? null : error);
  const types = new Intl.ListFormat(lang, { style: 'long', type: 'disjunction' }).format(
    PARCEL_IMAGE_TYPES.map((type) => FORMAT_NAMES[type]),
  );

  return (
    <Stack spacing={1}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <Box
          sx={{
            width: { xs: '100%', sm: 160 },
            height: 120,
            flexShrink: 0,
            borderRadius: 2,
            border: 1,
            borderStyle: file ? 'solid' : 'dashed',
            borderColor: shown ? 'error.main' : 'divider',
            bgcolor: 'action.hover',
            overflow: 'hidden',
            display: 'grid',
            placeItems: 'center',
            position: 'relative',
          }}
        >
          {file ? (
            <BlobImage
              blob={file}
              alt={t('photo.previewAlt')}
              sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
            />
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
            name="image"
            accept={PARCEL_IMAGE_TYPES.join(',')}
            onChange={(e) => {
              void choose(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
          <Box>
            <Button
              variant="outlined"
              size="small"
              startIcon={<AddPhotoAlternateOutlined />}
              onClick={() => input.current?.click()}
              disabled={upload.isPending}
              aria-describedby={`${inputId}-hint`}
            >
              {file ? t('photo.change') : t('photo.choose')}
            </Button>
          </Box>
          <Typography id={`${inputId}-hint`} variant="caption" color="text.secondary">
            {t('guide.form.imageValue', { types, mb: PARCEL_IMAGE_MAX_BYTES / (1024 * 1024) })}
          </Typography>
          {upload.isPending ? (
            <Typography variant="caption" role="status">
              {t('photo.uploading')}
            </Typography>
          ) : (
            imageId &&
            file && (
              <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }} role="status">
                <CheckCircleRounded color="success" sx={{ fontSize: 16 }} aria-hidden />
                <Typography variant="caption">{t('photo.uploaded')}</Typography>
              </Stack>
            )
          )}
        </Stack>
      </Stack>
      {shown && (
        <FormHelperText error role="alert">
          {shown}
        </FormHelperText>
      )}
    </Stack>
  );
}

import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import BrokenImageOutlined from '@mui/icons-material/BrokenImageOutlined';
import { useUpload } from '../api/parcels-queries.ts';

/**
 * An image from a Blob (a chosen file, or a download made with the session): an object URL set
 * on the element and revoked when the image goes (no state, so no extra render).
 */
export function BlobImage({ blob, alt, sx }: { blob: Blob; alt: string; sx?: SxProps<Theme> }) {
  const ref = useRef<HTMLImageElement | null>(null);
  useEffect(() => {
    const url = URL.createObjectURL(blob);
    if (ref.current) ref.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  return <Box component="img" ref={ref} alt={alt} sx={sx ?? {}} />;
}

/** A file the company uploaded (GET /uploads/{id}, with the session): loading, error, image. */
export function UploadedImage({
  id,
  alt,
  errorText,
  height = 180,
}: {
  id: string;
  alt: string;
  errorText: string;
  height?: number;
}) {
  const file = useUpload(id);
  const box = { width: '100%', height, borderRadius: 2 };
  if (file.isPending) return <Skeleton variant="rounded" sx={box} aria-busy="true" />;
  if (!file.data) {
    return (
      <Box
        role="status"
        sx={{
          ...box,
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'action.hover',
          color: 'text.secondary',
          textAlign: 'center',
          p: 2,
        }}
      >
        <div>
          <BrokenImageOutlined aria-hidden />
          <Typography variant="body2">{errorText}</Typography>
        </div>
      </Box>
    );
  }
  return (
    <BlobImage
      blob={file.data}
      alt={alt}
      sx={{ ...box, objectFit: 'contain', bgcolor: 'action.hover', display: 'block' }}
    />
  );
}

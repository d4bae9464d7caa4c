import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import UploadIcon from '@mui/icons-material/FileUpload';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { errorMessage } from '../../lib/form-errors';

/** A record with images counted against the plan (an offering, a product, a promotion). */
export interface CountedImagesRecord {
  name: string;
  images: { id: number; url: string }[];
  maxImages: number;
}

/**
 * A record's images: the plan's count, an upload (the button goes once the count is reached), delete. Its texts are
 * the `images.*` keys of the caller's namespace.
 */
export function CountedImages({
  namespace,
  data,
  upload,
  remove,
}: {
  namespace: 'products' | 'services' | 'promotions';
  data: CountedImagesRecord | undefined;
  upload: UseMutationResult<unknown, unknown, File>;
  remove: UseMutationResult<unknown, unknown, number>;
}) {
  const { t } = useTranslation(namespace);
  const [problem, setProblem] = useState<string | null>(null);
  if (!data) return null;
  const full = data.images.length >= data.maxImages;
  const fail = (error: unknown) => setProblem(errorMessage(error));

  return (
    <Stack spacing={1}>
      <Typography color="text.secondary">
        {t('images.count', { count: data.images.length, max: data.maxImages })}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {data.images.map((image, i) => (
          <Box key={image.id} sx={{ position: 'relative' }}>
            <Box
              component="img"
              src={image.url}
              alt={t('images.alt', { name: data.name, n: i + 1 })}
              sx={{ width: 120, height: 80, objectFit: 'cover', borderRadius: 1 }}
            />
            <IconButton
              size="small"
              aria-label={t('images.delete', { n: i + 1 })}
              onClick={() => remove.mutate(image.id, { onError: fail })}
              sx={{ position: 'absolute', top: 2, right: 2, bgcolor: 'background.paper' }}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Box>
        ))}
      </Stack>
      {!full && (
        <Box>
          <Button component="label" variant="outlined" startIcon={<UploadIcon />} disabled={upload.isPending}>
            {t('images.add')}
            <input
              hidden
              type="file"
              accept="image/png,image/jpeg,image/gif,image/webp"
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                setProblem(null);
                if (file) upload.mutate(file, { onError: fail });
              }}
            />
          </Button>
        </Box>
      )}
      {problem && <Alert severity="error">{problem}</Alert>}
    </Stack>
  );
}

import type { PropertyProfile } from '@bookone/domain';
import UploadIcon from '@mui/icons-material/Upload';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';

import {
  IMAGE_ACCEPT,
  IMAGE_MB,
  imageFileProblem,
  ImageGallery as Gallery,
} from '../../../components/image-gallery/image-gallery';
import { profileQueryKey } from '../api/get-profile';
import { uploadImage, useDeleteImage, useUpdateImage, useUploadLogo } from '../api/images';

/** The logo: shown, replaced by an upload. */
export function LogoUpload({ profile }: { profile: PropertyProfile }) {
  const { t } = useTranslation('setup');
  const upload = useUploadLogo(profile.id);
  const [error, setError] = useState<string | null>(null);
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = imageFileProblem(file);
    setError(problem && t(`profile.images.${problem}`, { name: file.name, mb: IMAGE_MB }));
    if (!problem) upload.mutate(file, { onError: (e) => setError(e.message) });
  };
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <Box
        sx={{
          width: 96,
          height: 96,
          borderRadius: 2,
          border: 1,
          borderColor: 'divider',
          display: 'grid',
          placeItems: 'center',
          overflow: 'hidden',
          bgcolor: 'action.hover',
        }}
      >
        {profile.logoUrl ? (
          <img
            src={profile.logoUrl}
            alt={t('profile.logo.alt', { name: profile.name })}
            style={{ maxWidth: '100%', maxHeight: '100%' }}
          />
        ) : (
          <Typography variant="caption">{t('profile.logo.none')}</Typography>
        )}
      </Box>
      <Box>
        <Button component="label" variant="outlined" startIcon={<UploadIcon />} disabled={upload.isPending}>
          {profile.logoUrl ? t('profile.logo.replace') : t('profile.logo.upload')}
          <input
            hidden
            type="file"
            accept={IMAGE_ACCEPT}
            onChange={onFile}
            aria-label={t('profile.logo.upload')}
          />
        </Button>
        <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary', mt: 0.5 }}>
          {t('profile.images.rules', { mb: IMAGE_MB })}
        </Typography>
        {upload.isPending && <LinearProgress sx={{ mt: 1 }} aria-label={t('profile.logo.uploading')} />}
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 1 }}>
            {error}
          </Alert>
        )}
      </Box>
    </Box>
  );
}

/**
 * The business's gallery (the shared image gallery): the plan's limit up front ("1 of 1 images used", spec §9),
 * several uploads at once, caption, main image, order, delete.
 */
export function ImageGallery({ profile }: { profile: PropertyProfile }) {
  const queryClient = useQueryClient();
  const updateImage = useUpdateImage(profile.id);
  const deleteImage = useDeleteImage(profile.id);
  return (
    <Gallery
      ns="setup"
      keyPrefix="profile.images"
      values={{ plan: profile.plan ?? 'Business Starter' }}
      images={[...profile.images].sort((a, b) => a.sort - b.sort)}
      max={profile.maxImages}
      upload={(file) => uploadImage(profile.id, file)}
      onUploaded={() => queryClient.invalidateQueries({ queryKey: profileQueryKey(profile.id) })}
      onChange={(imageId, change) => updateImage.mutate({ imageId, change })}
      onDelete={(imageId) => deleteImage.mutate(imageId)}
      error={updateImage.error ?? deleteImage.error}
    />
  );
}

import { IMAGE_MIME_TYPES, MAX_IMAGE_BYTES, type PropertyProfile } from '@bookone/domain';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import UploadIcon from '@mui/icons-material/Upload';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadStatus } from '../../../components/image-uploads/upload-status';
import { useImageUploads } from '../../../components/image-uploads/use-image-uploads';
import type { TFunction } from 'i18next';
import { useConfirm } from '../../../components/dialogs/confirm-dialog';
import { profileQueryKey } from '../api/get-profile';
import { uploadImage, useDeleteImage, useUpdateImage, useUploadLogo } from '../api/images';

const ACCEPT = IMAGE_MIME_TYPES.join(',');

/** Refuses what the server would refuse (type, size) before sending it. */
function checkFile(file: File, t: TFunction<'setup'>) {
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type))
    return t('profile.images.badType', { name: file.name });
  if (file.size > MAX_IMAGE_BYTES)
    return t('profile.images.tooBig', { name: file.name, mb: MAX_IMAGE_BYTES / 1024 / 1024 });
  return null;
}

/** The logo: shown, replaced by an upload. */
export function LogoUpload({ profile }: { profile: PropertyProfile }) {
  const { t } = useTranslation('setup');
  const upload = useUploadLogo(profile.id);
  const [error, setError] = useState<string | null>(null);
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = checkFile(file, t);
    setError(problem);
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
          <input hidden type="file" accept={ACCEPT} onChange={onFile} aria-label={t('profile.logo.upload')} />
        </Button>
        <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary', mt: 0.5 }}>
          {t('profile.images.rules', { mb: MAX_IMAGE_BYTES / 1024 / 1024 })}
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
 * The gallery with the plan's limit up front ("1 of 1 images used", spec §9): upload several at once (each with
 * its own progress), caption, main image, order, delete. Past the limit the server refuses with 409; its message is
 * shown as it came, with the way to a bigger plan.
 */
export function ImageGallery({ profile }: { profile: PropertyProfile }) {
  const { t } = useTranslation('setup');
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const updateImage = useUpdateImage(profile.id);
  const deleteImage = useDeleteImage(profile.id);
  const [captions, setCaptions] = useState<Record<number, string>>({});
  const images = [...profile.images].sort((a, b) => a.sort - b.sort);
  const used = images.length;
  const atLimit = used >= profile.maxImages;

  const { uploads, busy, limitMessage, clearLimitMessage, onFiles } = useImageUploads({
    upload: (file) => uploadImage(profile.id, file),
    check: (file) => checkFile(file, t),
    notSent: t('profile.images.notSent'),
    onDone: () => queryClient.invalidateQueries({ queryKey: profileQueryKey(profile.id) }),
  });

  const move = (index: number, delta: number) => {
    const other = images[index + delta];
    const image = images[index];
    if (!other || !image) return;
    updateImage.mutate({
      imageId: image.id,
      change: { sort: other.sort === image.sort ? other.sort + delta : other.sort },
    });
    updateImage.mutate({ imageId: other.id, change: { sort: image.sort } });
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Chip
          color={atLimit ? 'warning' : 'default'}
          label={t('profile.images.used', { used, max: profile.maxImages })}
          aria-live="polite"
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('profile.images.planLimit', {
            plan: profile.plan ?? 'Business Starter',
            max: profile.maxImages,
          })}
        </Typography>
        <Button component="label" variant="contained" startIcon={<UploadIcon />} disabled={busy}>
          {t('profile.images.upload')}
          <input
            hidden
            multiple
            type="file"
            accept={ACCEPT}
            onChange={(e) => void onFiles(e)}
            aria-label={t('profile.images.upload')}
          />
        </Button>
      </Box>
      <UploadStatus
        uploads={uploads}
        atLimit={atLimit}
        limitMessage={limitMessage}
        onCloseLimit={clearLimitMessage}
        labels={{
          progress: (done, total) => t('profile.images.progress', { done, total }),
          progressLabel: t('profile.images.progressLabel'),
          state: (state) => t(`profile.images.state.${state}`),
          atLimit: t('profile.images.atLimit', { max: profile.maxImages }),
          upgrade: t('profile.images.upgrade'),
        }}
      />
      {images.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('profile.images.none')}
        </Typography>
      ) : (
        <Grid
          container
          spacing={2}
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0 }}
          aria-label={t('profile.images.gallery')}
        >
          {images.map((image, index) => (
            <Grid key={image.id} size={{ xs: 12, sm: 6, md: 4 }} component="li">
              <Card variant="outlined">
                <CardMedia
                  component="img"
                  height="160"
                  image={image.url}
                  alt={image.caption || t('profile.images.alt', { n: index + 1 })}
                />
                <CardContent sx={{ pb: 0 }}>
                  {image.main && (
                    <Chip
                      size="small"
                      color="primary"
                      icon={<StarIcon />}
                      label={t('profile.images.main')}
                      sx={{ mb: 1 }}
                    />
                  )}
                  <TextField
                    size="small"
                    fullWidth
                    label={t('profile.images.caption', { n: index + 1 })}
                    value={captions[image.id] ?? image.caption ?? ''}
                    onChange={(e) => setCaptions({ ...captions, [image.id]: e.target.value })}
                    onBlur={() => {
                      const caption = captions[image.id];
                      if (caption != null && caption !== (image.caption ?? ''))
                        updateImage.mutate({
                          imageId: image.id,
                          change: { caption: caption.trim() || null },
                        });
                    }}
                  />
                </CardContent>
                <CardActions>
                  <IconButton
                    aria-label={t('profile.images.setMain', { n: index + 1 })}
                    disabled={image.main}
                    onClick={() => updateImage.mutate({ imageId: image.id, change: { main: true } })}
                  >
                    {image.main ? <StarIcon /> : <StarBorderIcon />}
                  </IconButton>
                  <IconButton
                    aria-label={t('profile.images.moveEarlier', { n: index + 1 })}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  >
                    <ArrowBackIcon />
                  </IconButton>
                  <IconButton
                    aria-label={t('profile.images.moveLater', { n: index + 1 })}
                    disabled={index === images.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    <ArrowForwardIcon />
                  </IconButton>
                  <Box sx={{ flex: 1 }} />
                  <IconButton
                    aria-label={t('profile.images.delete', { n: index + 1 })}
                    onClick={() =>
                      void confirm({
                        title: t('profile.images.deleteTitle'),
                        message: t('profile.images.deleteMessage'),
                        okText: t('profile.images.deleteOk'),
                      }).then((ok) => ok && deleteImage.mutate(image.id))
                    }
                  >
                    <DeleteIcon />
                  </IconButton>
                </CardActions>
              </Card>
            </Grid>
          ))}
        </Grid>
      )}
      {(updateImage.error ?? deleteImage.error) && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {(updateImage.error ?? deleteImage.error)?.message}
        </Alert>
      )}
    </Box>
  );
}

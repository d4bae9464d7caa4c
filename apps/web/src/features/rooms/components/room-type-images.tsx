import { IMAGE_MIME_TYPES, MAX_IMAGE_BYTES, type RoomType } from '@bookone/domain';
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
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadStatus } from '../../../components/image-uploads/upload-status';
import { useImageUploads } from '../../../components/image-uploads/use-image-uploads';
import { useConfirm } from '../../../components/dialogs/confirm-dialog';
import { getSessionProperty } from '../../../lib/session';
import { uploadRoomTypeImage, useDeleteRoomTypeImage, useUpdateRoomTypeImage } from '../api/room-type-images';
import { roomTypesQueryKey } from '../api/room-types';

const ACCEPT = IMAGE_MIME_TYPES.join(',');
const MB = MAX_IMAGE_BYTES / 1024 / 1024;

/** Refuses what the server would refuse (type, size) before sending it. */
function checkFile(file: File, t: TFunction<'rooms'>) {
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type))
    return t('images.badType', { name: file.name });
  if (file.size > MAX_IMAGE_BYTES) return t('images.tooBig', { name: file.name, mb: MB });
  return null;
}

/**
 * A room type's images, with the plan's count up front ("1 of 1 images used", spec §9): thumbnails, upload of
 * several at once (each with its state), caption, main image, order, delete after a confirm. Past the count the
 * server answers 409; its message is shown as it came, with the way to a bigger plan. Read-only staff only look.
 */
export function RoomTypeImages({
  propertyId,
  roomType,
  canEdit,
}: {
  propertyId: number;
  roomType: RoomType;
  canEdit: boolean;
}) {
  const { t } = useTranslation('rooms');
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const update = useUpdateRoomTypeImage(propertyId, roomType.id);
  const remove = useDeleteRoomTypeImage(propertyId, roomType.id);
  const [captions, setCaptions] = useState<Record<number, string>>({});
  const images = [...roomType.images].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
  const max = roomType.maxImages;
  const used = images.length;
  const atLimit = used >= max;
  const plan = getSessionProperty()?.plan ?? 'Business Starter';

  const { uploads, busy, limitMessage, clearLimitMessage, onFiles } = useImageUploads({
    upload: (file) => uploadRoomTypeImage(roomType.id, file),
    check: (file) => checkFile(file, t),
    notSent: t('images.notSent'),
    onDone: () => queryClient.invalidateQueries({ queryKey: roomTypesQueryKey(propertyId) }),
  });

  const move = (index: number, delta: number) => {
    const image = images[index];
    const other = images[index + delta];
    if (!image || !other) return;
    const target =
      other.sortOrder === image.sortOrder ? Math.max(0, other.sortOrder + delta) : other.sortOrder;
    update.mutate({ imageId: image.id, change: { sortOrder: target } });
    update.mutate({ imageId: other.id, change: { sortOrder: image.sortOrder } });
  };

  const onDelete = async (imageId: number) => {
    const ok = await confirm({
      title: t('images.deleteTitle'),
      message: t('images.deleteMessage', { name: roomType.name }),
      okText: t('common.delete'),
    });
    if (ok) remove.mutate(imageId);
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Chip
          size="small"
          color={atLimit ? 'warning' : 'default'}
          label={t('images.used', { used, max })}
          aria-live="polite"
        />
        <Typography variant="body2" color="text.secondary">
          {t('images.planLimit', { plan, max })}
        </Typography>
        {canEdit && (
          <Button
            component="label"
            size="small"
            variant="outlined"
            startIcon={<UploadIcon />}
            disabled={busy}
          >
            {t('images.upload')}
            <input
              hidden
              multiple
              type="file"
              accept={ACCEPT}
              onChange={(e) => void onFiles(e)}
              aria-label={t('images.uploadLabel', { name: roomType.name })}
            />
          </Button>
        )}
        {canEdit && (
          <Typography variant="caption" color="text.secondary">
            {t('images.rules', { mb: MB })}
          </Typography>
        )}
      </Box>
      <UploadStatus
        uploads={uploads}
        atLimit={canEdit && atLimit}
        limitMessage={limitMessage}
        onCloseLimit={clearLimitMessage}
        labels={{
          progress: (done, total) => t('images.progress', { done, total }),
          progressLabel: t('images.progressLabel'),
          state: (state) => t(`images.state.${state}`),
          atLimit: t('images.atLimit', { count: max }),
          upgrade: t('images.upgrade'),
        }}
      />
      {images.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('images.none')}
        </Typography>
      ) : (
        <Grid
          container
          spacing={2}
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0 }}
          aria-label={t('images.gallery', { name: roomType.name })}
        >
          {images.map((image, index) => (
            <Grid key={image.id} size={{ xs: 12, sm: 6, md: 3 }} component="li">
              <Card variant="outlined">
                <CardMedia
                  component="img"
                  height="120"
                  image={image.url}
                  alt={image.caption || t('images.alt', { name: roomType.name, n: index + 1 })}
                />
                <CardContent sx={{ pb: 0 }}>
                  {image.isMain && (
                    <Chip
                      size="small"
                      color="primary"
                      icon={<StarIcon />}
                      label={t('images.main')}
                      sx={{ mb: 1 }}
                    />
                  )}
                  {canEdit ? (
                    <TextField
                      size="small"
                      fullWidth
                      label={t('images.caption', { n: index + 1 })}
                      value={captions[image.id] ?? image.caption ?? ''}
                      onChange={(e) => setCaptions({ ...captions, [image.id]: e.target.value })}
                      onBlur={() => {
                        const caption = captions[image.id];
                        if (caption != null && caption !== (image.caption ?? ''))
                          update.mutate({ imageId: image.id, change: { caption: caption.trim() || null } });
                      }}
                      slotProps={{ htmlInput: { maxLength: 200 } }}
                    />
                  ) : (
                    image.caption && <Typography variant="body2">{image.caption}</Typography>
                  )}
                </CardContent>
                {canEdit && (
                  <CardActions>
                    <IconButton
                      size="small"
                      aria-label={t('images.setMain', { n: index + 1 })}
                      disabled={image.isMain}
                      onClick={() => update.mutate({ imageId: image.id, change: { isMain: true } })}
                    >
                      {image.isMain ? <StarIcon fontSize="small" /> : <StarBorderIcon fontSize="small" />}
                    </IconButton>
                    <IconButton
                      size="small"
                      aria-label={t('images.moveEarlier', { n: index + 1 })}
                      disabled={index === 0}
                      onClick={() => move(index, -1)}
                    >
                      <ArrowBackIcon fontSize="small" />
                    </IconButton>
                    <IconButton
                      size="small"
                      aria-label={t('images.moveLater', { n: index + 1 })}
                      disabled={index === images.length - 1}
                      onClick={() => move(index, 1)}
                    >
                      <ArrowForwardIcon fontSize="small" />
                    </IconButton>
                    <Box sx={{ flex: 1 }} />
                    <IconButton
                      size="small"
                      aria-label={t('images.delete', { n: index + 1 })}
                      onClick={() => void onDelete(image.id)}
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </CardActions>
                )}
              </Card>
            </Grid>
          ))}
        </Grid>
      )}
      {(update.error ?? remove.error) && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {(update.error ?? remove.error)?.message}
        </Alert>
      )}
    </Box>
  );
}

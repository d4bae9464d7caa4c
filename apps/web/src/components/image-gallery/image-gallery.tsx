import { IMAGE_MIME_TYPES, MAX_IMAGE_BYTES } from '@bookone/domain';
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
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useConfirm } from '../dialogs/confirm-dialog';
import { UploadStatus } from '../image-uploads/upload-status';
import { useImageUploads } from '../image-uploads/use-image-uploads';

/** What the file input offers, and the largest image the server takes (in MB, for the texts). */
export const IMAGE_ACCEPT = IMAGE_MIME_TYPES.join(',');
export const IMAGE_MB = MAX_IMAGE_BYTES / 1024 / 1024;

/** Why the server would refuse this file (the key of the text that says it), or null: checked before sending. */
export function imageFileProblem(file: File): 'badType' | 'tooBig' | null {
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return 'badType';
  if (file.size > MAX_IMAGE_BYTES) return 'tooBig';
  return null;
}

/** One image as the gallery shows it, whatever its owner calls the fields. */
export type GalleryImage = { id: number; url: string; caption: string | null; main: boolean; sort: number };
export type GalleryChange = { caption?: string | null; main?: boolean; sort?: number };

/** Translates a key built at run time (the typed t() takes only literal keys). */
type AnyT = (key: string, options?: Record<string, unknown>) => string;

export type ImageGalleryProps = {
  /**
   * Where the texts live: `ns:keyPrefix.<key>` for used, planLimit, upload, uploadLabel (optional), rules, upgrade,
   * atLimit, badType, tooBig, notSent, progress, progressLabel, state.*, none, gallery, alt, main, caption,
   * setMain, moveEarlier, moveLater, delete, deleteTitle, deleteMessage, deleteOk. Each gets `values` too.
   */
  ns: string;
  keyPrefix: string;
  /** Placeholders of the owner's texts (its name, the plan). */
  values?: Record<string, unknown>;
  /** In display order. */
  images: GalleryImage[];
  /** The plan's image count for this owner. */
  max: number;
  /** Read-only staff only look. */
  canEdit?: boolean;
  /** Smaller thumbnails and controls (inside a card). */
  dense?: boolean;
  upload: (file: File) => Promise<unknown>;
  /** After a batch of uploads: refresh the images. */
  onUploaded: () => Promise<unknown>;
  onChange: (imageId: number, change: GalleryChange) => void;
  onDelete: (imageId: number) => void;
  /** The last change or delete that failed. */
  error?: Error | null;
};

/**
 * Images of a business or a room type, with the plan's count up front ("1 of 1 images used", spec §9):
 * thumbnails, upload of several at once (each with its state; past the count the server's 409 is shown as it came,
 * with the way to a bigger plan), caption, main image, order, delete after a confirm.
 */
export function ImageGallery({
  ns,
  keyPrefix,
  values,
  images,
  max,
  canEdit = true,
  dense = false,
  upload,
  onUploaded,
  onChange,
  onDelete,
  error,
}: ImageGalleryProps) {
  const { t: typed } = useTranslation(ns as 'translation');
  const t = (key: string, options?: Record<string, unknown>) =>
    (typed as unknown as AnyT)(`${keyPrefix}.${key}`, {
      max,
      count: max,
      mb: IMAGE_MB,
      ...values,
      ...options,
    });
  const confirm = useConfirm();
  const [captions, setCaptions] = useState<Record<number, string>>({});
  const used = images.length;
  const atLimit = used >= max;
  const size = dense ? 'small' : 'medium';

  const { uploads, busy, limitMessage, clearLimitMessage, onFiles } = useImageUploads({
    upload,
    check: (file) => {
      const problem = imageFileProblem(file);
      return problem && t(problem, { name: file.name });
    },
    notSent: t('notSent'),
    onDone: onUploaded,
  });

  const move = (index: number, delta: number) => {
    const image = images[index];
    const other = images[index + delta];
    if (!image || !other) return;
    // Equal sort values (never reordered yet) would not swap: step past the neighbour instead.
    const target = other.sort === image.sort ? Math.max(0, other.sort + delta) : other.sort;
    onChange(image.id, { sort: target });
    onChange(other.id, { sort: image.sort });
  };

  const remove = async (imageId: number) => {
    const ok = await confirm({ title: t('deleteTitle'), message: t('deleteMessage'), okText: t('deleteOk') });
    if (ok) onDelete(imageId);
  };

  const saveCaption = (image: GalleryImage) => {
    const caption = captions[image.id];
    if (caption != null && caption !== (image.caption ?? ''))
      onChange(image.id, { caption: caption.trim() || null });
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Chip
          size={size}
          color={atLimit ? 'warning' : 'default'}
          label={t('used', { used })}
          aria-live="polite"
        />
        <Typography variant="body2" color="text.secondary">
          {t('planLimit')}
        </Typography>
        {canEdit && (
          <>
            <Button
              component="label"
              size={size}
              variant={dense ? 'outlined' : 'contained'}
              startIcon={<UploadIcon />}
              disabled={busy}
            >
              {t('upload')}
              <input
                hidden
                multiple
                type="file"
                accept={IMAGE_ACCEPT}
                onChange={(e) => void onFiles(e)}
                aria-label={t('uploadLabel', { defaultValue: t('upload') })}
              />
            </Button>
            <Typography variant="caption" color="text.secondary">
              {t('rules')}
            </Typography>
          </>
        )}
      </Box>
      <UploadStatus
        uploads={uploads}
        atLimit={canEdit && atLimit}
        limitMessage={limitMessage}
        onCloseLimit={clearLimitMessage}
        labels={{
          progress: (done, total) => t('progress', { done, total }),
          progressLabel: t('progressLabel'),
          state: (state) => t(`state.${state}`),
          atLimit: t('atLimit'),
          upgrade: t('upgrade'),
        }}
      />
      {images.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('none')}
        </Typography>
      ) : (
        <Grid
          container
          spacing={2}
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0 }}
          aria-label={t('gallery')}
        >
          {images.map((image, index) => {
            const n = index + 1;
            return (
              <Grid key={image.id} size={{ xs: 12, sm: 6, md: dense ? 3 : 4 }} component="li">
                <Card variant="outlined">
                  <CardMedia
                    component="img"
                    height={dense ? 120 : 160}
                    image={image.url}
                    alt={image.caption || t('alt', { n })}
                  />
                  <CardContent sx={{ pb: 0 }}>
                    {image.main && (
                      <Chip
                        size="small"
                        color="primary"
                        icon={<StarIcon />}
                        label={t('main')}
                        sx={{ mb: 1 }}
                      />
                    )}
                    {canEdit ? (
                      <TextField
                        size="small"
                        fullWidth
                        label={t('caption', { n })}
                        value={captions[image.id] ?? image.caption ?? ''}
                        onChange={(e) => setCaptions({ ...captions, [image.id]: e.target.value })}
                        onBlur={() => saveCaption(image)}
                        slotProps={{ htmlInput: { maxLength: 200 } }}
                      />
                    ) : (
                      image.caption && <Typography variant="body2">{image.caption}</Typography>
                    )}
                  </CardContent>
                  {canEdit && (
                    <CardActions>
                      <IconButton
                        size={size}
                        aria-label={t('setMain', { n })}
                        disabled={image.main}
                        onClick={() => onChange(image.id, { main: true })}
                      >
                        {image.main ? <StarIcon fontSize={size} /> : <StarBorderIcon fontSize={size} />}
                      </IconButton>
                      <IconButton
                        size={size}
                        aria-label={t('moveEarlier', { n })}
                        disabled={index === 0}
                        onClick={() => move(index, -1)}
                      >
                        <ArrowBackIcon fontSize={size} />
                      </IconButton>
                      <IconButton
                        size={size}
                        aria-label={t('moveLater', { n })}
                        disabled={index === images.length - 1}
                        onClick={() => move(index, 1)}
                      >
                        <ArrowForwardIcon fontSize={size} />
                      </IconButton>
                      <Box sx={{ flex: 1 }} />
                      <IconButton
                        size={size}
                        aria-label={t('delete', { n })}
                        onClick={() => void remove(image.id)}
                      >
                        <DeleteIcon fontSize={size} />
                      </IconButton>
                    </CardActions>
                  )}
                </Card>
              </Grid>
            );
          })}
        </Grid>
      )}
      {error && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {error.message}
        </Alert>
      )}
    </Box>
  );
}

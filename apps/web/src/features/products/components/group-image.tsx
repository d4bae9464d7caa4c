import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import UploadIcon from '@mui/icons-material/FileUpload';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { errorMessage } from '../../../lib/form-errors';
import { useGroupImage } from '../api/products';

/** A group's one image (its tile on the point of sale): shown, replaced by an upload, removed. */
export function GroupImage({
  propertyId,
  groupId,
  name,
  initialUrl,
}: {
  propertyId: number;
  groupId: number;
  name: string;
  initialUrl: string | null;
}) {
  const { t } = useTranslation('products');
  const { set, remove } = useGroupImage(propertyId, groupId);
  const [url, setUrl] = useState(initialUrl);
  const [problem, setProblem] = useState<string | null>(null);
  const fail = (error: unknown) => setProblem(errorMessage(error));

  return (
    <Stack spacing={1}>
      {url && (
        <Box
          component="img"
          src={url}
          alt={t('images.groupAlt', { name })}
          sx={{ width: 160, height: 100, objectFit: 'cover', borderRadius: 1 }}
        />
      )}
      <Stack direction="row" spacing={1}>
        <Button component="label" variant="outlined" startIcon={<UploadIcon />} disabled={set.isPending}>
          {url ? t('images.replace') : t('images.add')}
          <input
            hidden
            type="file"
            accept="image/png,image/jpeg,image/gif,image/webp"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              setProblem(null);
              if (file) set.mutate(file, { onSuccess: (g) => setUrl(g.imageUrl), onError: fail });
            }}
          />
        </Button>
        {url && (
          <Button
            startIcon={<DeleteIcon />}
            disabled={remove.isPending}
            onClick={() => remove.mutate(undefined, { onSuccess: () => setUrl(null), onError: fail })}
          >
            {t('images.remove')}
          </Button>
        )}
      </Stack>
      {problem && <Alert severity="error">{problem}</Alert>}
    </Stack>
  );
}

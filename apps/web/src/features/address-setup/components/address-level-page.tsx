import {
  ADDRESS_CHILD_LEVEL,
  ADDRESS_PARENT_LEVEL,
  type AddressLevel,
  type AddressPlace,
} from '@bookone/domain';
import AddIcon from '@mui/icons-material/Add';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useConfirm } from '../../../components/dialogs/confirm-dialog';
import { ResourceListPage, SearchFilter, useListState, useNotice } from '../../../components/resource-list';
import { useCan } from '../../../hooks/use-can';
import { ApiRequestError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/form-errors';
import { exportPlaces, useDeletePlace, usePlaces } from '../api/places';
import { parentIdOf, PLACE_LIST, placeQuery } from '../utils/levels';
import { ParentPicker } from './parent-picker';
import { usePlaceColumns } from './place-columns';
import { PlaceDialog } from './place-dialog';
import { StreetUploadDialog } from './street-upload-dialog';

/**
 * One level of the address setup (/bookone-admin/address-setup/…): its places, paged, sorted and searched on the
 * server, filtered by the place they hang under (kept in the address), an Excel export; add, edit and delete for
 * the platform (a place in use cannot be deleted); streets also come from a CSV file.
 */
export function AddressLevelPage({ level }: { level: AddressLevel }) {
  const { t, i18n } = useTranslation('address');
  const confirm = useConfirm();
  const notice = useNotice();
  const canWrite = useCan('address.write');
  const [editing, setEditing] = useState<AddressPlace | 'new' | null>(null);
  const [uploading, setUploading] = useState(false);
  const list = useListState(PLACE_LIST);
  const filter = placeQuery(list.state);
  const parentId = parentIdOf(list.state);
  const parentLevel = ADDRESS_PARENT_LEVEL[level];
  const query = usePlaces(level, { ...filter, page: list.state.page, size: list.state.size });
  const remove = useDeletePlace(level);

  const onDelete = async (p: AddressPlace) => {
    const child = ADDRESS_CHILD_LEVEL[level];
    const ok = await confirm({
      title: t('delete.title', { level: t(`levels.${level}.one`) }),
      message: t('delete.message', { name: p.name }),
      okText: t('delete.ok'),
    });
    if (!ok) return;
    remove.mutate(p.id, {
      onSuccess: () => notice.show(t('delete.done', { name: p.name })),
      onError: (error) =>
        notice.show(
          error instanceof ApiRequestError && error.status === 409 && child
            ? t('delete.inUse', {
                name: p.name,
                count: p.children,
                children: t(`levels.${child}.lower`),
              })
            : errorMessage(error),
          'error',
        ),
    });
  };
  const columns = usePlaceColumns({
    level,
    canWrite,
    onEdit: setEditing,
    onDelete: (p) => void onDelete(p),
  });

  return (
    <ResourceListPage
      title={t(`levels.${level}.heading`)}
      intro={t(`levels.${level}.intro`)}
      exportFile={(onProgress) => exportPlaces(level, filter, onProgress)}
      actions={
        canWrite && (
          <>
            {level === 'street' && (
              <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => setUploading(true)}>
                {t('upload.open')}
              </Button>
            )}
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
              {t('actions.add', { level: t(`levels.${level}.one`) })}
            </Button>
          </>
        )
      }
      list={list}
      filtersLabel={t('list.filters')}
      filters={
        <>
          <SearchFilter
            list={list}
            filter="search"
            label={t('list.search')}
            placeholder={t('list.searchHint')}
          />
          {parentLevel && (
            <ParentPicker
              level={parentLevel}
              value={parentId}
              onChange={(id) => list.setFilters({ parentId: id == null ? '' : String(id) })}
              label={t('list.under', { level: t(`levels.${parentLevel}.one`) })}
              size="small"
              minWidth={280}
            />
          )}
        </>
      }
      query={query}
      columns={columns}
      empty={t('list.noRows', { levels: t(`levels.${level}.lower`) })}
      noMatch={t('list.noMatch')}
      gridLabel={t(`levels.${level}.heading`)}
    >
      <PlaceDialog
        level={level}
        open={editing != null}
        onClose={() => setEditing(null)}
        place={editing === 'new' ? null : editing}
        parentId={parentId}
        onSaved={(p) => notice.show(t('saved', { name: p.name }))}
      />
      {level === 'street' && (
        <StreetUploadDialog
          open={uploading}
          onClose={() => setUploading(false)}
          onImported={(count) => notice.show(t('upload.done', { count, lng: i18n.language }))}
        />
      )}
      {notice.element}
    </ResourceListPage>
  );
}

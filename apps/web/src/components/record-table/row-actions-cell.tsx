import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';

/**
 * The edit and delete buttons of a record's row. Icons only, so each button is named after its record ("Edit room
 * 101"): a screen reader listing the buttons can tell the rows apart.
 */
export function RowActionsCell({
  editLabel,
  deleteLabel,
  onEdit,
  onDelete,
}: {
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
      <IconButton size="small" aria-label={editLabel} onClick={onEdit}>
        <EditIcon fontSize="small" />
      </IconButton>
      <IconButton size="small" aria-label={deleteLabel} onClick={onDelete}>
        <DeleteIcon fontSize="small" />
      </IconButton>
    </TableCell>
  );
}

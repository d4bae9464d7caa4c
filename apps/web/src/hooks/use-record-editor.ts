import { useState } from 'react';

/**
 * The state behind an "add or edit" dialog of a list: closed, adding (`record` null) or editing one record; `save`
 * creates or updates, closes the dialog, then reports. A failed save rejects and leaves the dialog open, so that the
 * form dialog can put the server's messages on its fields.
 */
export function useRecordEditor<T extends { id: number }, I, R = unknown>({
  create,
  update,
  onSaved,
}: {
  create: (input: I) => Promise<R>;
  update: (change: { id: number; input: I }) => Promise<R>;
  /** After a save: the server's answer, and whether the record is new. */
  onSaved?: (saved: R, created: boolean) => void;
}) {
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  return {
    isOpen: editing != null,
    /** The record being edited; null while adding or closed. */
    record: editing === 'new' ? null : editing,
    add: () => setEditing('new'),
    edit: (record: T) => setEditing(record),
    close: () => setEditing(null),
    save: async (input: I) => {
      if (editing == null) return;
      const created = editing === 'new';
      const saved = created ? await create(input) : await update({ id: editing.id, input });
      setEditing(null);
      onSaved?.(saved, created);
    },
  };
}

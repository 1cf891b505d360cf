import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Field } from '@atrium/sdk';
import { useDeleteField, useUpdateFields } from '../../../api/fields/mutations';
import { Confirm } from '../../../components/Confirm';
import { IconButton } from '../../../components/IconButton';
import { Menu, MenuItem, MenuTrigger } from '../../../components/Menu';
import { SortableList } from '../../../components/SortableList';
import { sortFields } from '../../../form/layout';
import { errorCode, errorMessage } from '../../../lib/errors';
import { notify } from '../../../stores/notifications';
import type { CatalogueEntry } from '../../../interfaces/catalogue';

/**
 * A collection's fields in their sort order: drag (or keyboard) to reorder, each saved at once;
 * a row's menu edits it in the wizard or deletes it after a confirmation.
 */
export function FieldsTable({
  project,
  collection,
  fields,
  catalogue,
  onEdit,
}: {
  project: string;
  collection: string;
  fields: Record<string, Field>;
  catalogue: CatalogueEntry[];
  onEdit(field: Field): void;
}) {
  const { t } = useTranslation();
  const updateFields = useUpdateFields(project, collection);
  const deleteField = useDeleteField(project, collection);
  const sorted = useMemo(() => sortFields(Object.values(fields)), [fields]);
  const [order, setOrder] = useState<Field[] | null>(null);
  const [deleting, setDeleting] = useState<Field | null>(null);
  const names = useMemo(() => new Map(catalogue.map((c) => [c.id, c.meta.name])), [catalogue]);
  const rows = order ?? sorted;

  const reorder = async (next: Field[]) => {
    setOrder(next);
    try {
      await updateFields.mutateAsync(next.map((f, i) => ({ field: f.field, sort: i + 1 })));
    } catch (err) {
      notify({ title: errorMessage(t, errorCode(err), (err as Error).message), color: 'danger' });
    } finally {
      setOrder(null);
    }
  };

  return (
    <div className="fields-table">
      <div className="fields-table-head" aria-hidden="true">
        <span>{t('collections_settings.field')}</span>
        <span>{t('collections_settings.interface')}</span>
      </div>
      <SortableList
        items={rows}
        getKey={(f) => f.field}
        label={t('collections_settings.fields_in_order')}
        itemLabel={(f) => f.field}
        onReorder={(next) => void reorder(next)}
        renderItem={(field) => (
          <div className="fields-table-row" data-field={field.field}>
            <button type="button" className="fields-table-name mono" onClick={() => onEdit(field)}>
              {field.field}
            </button>
            <span className="fields-table-interface">
              {field.interface ? (names.get(field.interface) ?? field.interface) : '--'}
            </span>
            <MenuTrigger>
              <IconButton
                icon="more_vert"
                label={t('collections_settings.field_actions', { field: field.field })}
              />
              <Menu
                label={t('collections_settings.field_actions', { field: field.field })}
                onAction={(key) => (key === 'edit' ? onEdit(field) : setDeleting(field))}
                disabledKeys={field.primary_key ? ['delete'] : []}
              >
                <MenuItem id="edit" icon="edit">
                  {t('collections_settings.edit_field')}
                </MenuItem>
                <MenuItem id="delete" icon="delete_outline">
                  {t('collections_settings.delete_field')}
                </MenuItem>
              </Menu>
            </MenuTrigger>
          </div>
        )}
      />
      {deleting && (
        <Confirm
          message={t('collections_settings.delete_field_confirm', { field: deleting.field })}
          confirmText={t('delete')}
          danger
          loading={deleteField.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={async () => {
            try {
              await deleteField.mutateAsync(deleting.field);
              notify({
                title: t('collections_settings.field_deleted', { field: deleting.field }),
                color: 'success',
              });
            } catch (err) {
              notify({ title: errorMessage(t, errorCode(err), (err as Error).message), color: 'danger' });
            }
            setDeleting(null);
          }}
        />
      )}
    </div>
  );
}

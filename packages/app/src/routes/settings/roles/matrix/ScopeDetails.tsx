import { useTranslation } from 'react-i18next';
import type { Field } from '@atrium/sdk';
import { Button } from '../../../../components/Button';
import { Checkbox } from '../../../../components/Checkbox';
import { Modal } from '../../../../components/Modal';
import { Select } from '../../../../components/Select';
import {
  COMMENT_LEVELS,
  CREATE_SCOPE,
  EXPLAIN_LEVELS,
  type Cell,
  type CellPatch,
  type CommentLevel,
  type ExplainLevel,
} from './mapping';

interface Props {
  title: string;
  cell: Cell;
  fields: Field[];
  statuses: string[] | null;
  onChange(patch: CellPatch): void;
  onClose(): void;
}

const toggle = (list: string[], value: string, on: boolean) =>
  on ? [...list, value] : list.filter((v) => v !== value);

/**
 * The rest of one scope's permission: comment and explain levels, the fields it may not read or
 * write (picked per field) and the statuses it may not set. Each change saves at once.
 */
export function ScopeDetails({ title, cell, fields, statuses, onChange, onClose }: Props) {
  const { t } = useTranslation();
  const isCreate = cell.status === CREATE_SCOPE;
  return (
    <Modal
      title={title}
      onClose={onClose}
      actions={
        <Button variant="primary" onClick={onClose}>
          {t('done')}
        </Button>
      }
    >
      <div className="perm-details">
        {!isCreate && (
          <div className="perm-details-selects">
            <Select
              label={t('perm_comment')}
              value={cell.comment}
              // i18n-dynamic: perm_comment_none, perm_comment_read, perm_comment_create, perm_comment_update, perm_comment_full
              choices={COMMENT_LEVELS.map((l) => ({ value: l, label: t(`perm_comment_${l}`) }))}
              onChange={(v) => v && onChange({ comment: v as CommentLevel })}
            />
            <Select
              label={t('perm_explain')}
              value={cell.explain}
              // i18n-dynamic: perm_explain_none, perm_explain_create, perm_explain_update, perm_explain_always
              choices={EXPLAIN_LEVELS.map((l) => ({ value: l, label: t(`perm_explain_${l}`) }))}
              onChange={(v) => v && onChange({ explain: v as ExplainLevel })}
            />
          </div>
        )}
        <table className="table perm-fields">
          <caption>{t('perm_field_blacklists')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('perm_field')}</th>
              {!isCreate && <th scope="col">{t('perm_hide_from_read')}</th>}
              <th scope="col">{t('perm_block_write')}</th>
            </tr>
          </thead>
          <tbody>
            {fields.map((f) => (
              <tr key={f.field}>
                <th scope="row">{f.field}</th>
                {!isCreate && (
                  <td>
                    <Checkbox
                      isSelected={cell.read_field_blacklist.includes(f.field)}
                      onChange={(on) =>
                        onChange({ read_field_blacklist: toggle(cell.read_field_blacklist, f.field, on) })
                      }
                    >
                      <span className="visually-hidden">
                        {t('perm_hide_field_from_read', { field: f.field })}
                      </span>
                    </Checkbox>
                  </td>
                )}
                <td>
                  <Checkbox
                    isSelected={cell.write_field_blacklist.includes(f.field)}
                    onChange={(on) =>
                      onChange({ write_field_blacklist: toggle(cell.write_field_blacklist, f.field, on) })
                    }
                  >
                    <span className="visually-hidden">{t('perm_block_field_write', { field: f.field })}</span>
                  </Checkbox>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {statuses && statuses.length > 0 && (
          <fieldset className="perm-statuses">
            <legend>{t('perm_status_blacklist')}</legend>
            {statuses.map((s) => (
              <Checkbox
                key={s}
                isSelected={cell.status_blacklist.includes(s)}
                onChange={(on) => onChange({ status_blacklist: toggle(cell.status_blacklist, s, on) })}
              >
                {s}
              </Checkbox>
            ))}
          </fieldset>
        )}
      </div>
    </Modal>
  );
}

import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import NestedField from './NestedField';
import { rowTitle } from './row-title';
import type { RepeaterField } from './repeater-fields';

type Data = Record<string, unknown>;

interface Props {
  id: string;
  index: number;
  data: Data;
  fields: RepeaterField[];
  inline: boolean;
  open: boolean;
  template: string | null;
  placeholder: string;
  duplicable: boolean;
  readonly: boolean;
  collection: string;
  inputId: string;
  onToggle(): void;
  /** The fields of this row that changed (merged into the row as it is now). */
  onChange(patch: Data): void;
  onDelete(): void;
  onDuplicate(): void;
}

/** One repeater row: drag handle, inline fields or a header that opens the row's form, actions. */
export default function RepeaterRow(props: Props) {
  const { id, data, fields, inline, open, readonly, inputId } = props;
  const { t } = useTranslation();
  const sortable = useSortable({ id, disabled: readonly });
  const style = { transform: CSS.Transform.toString(sortable.transform), transition: sortable.transition };
  const fieldsOf = (showLabel: boolean) =>
    fields.map((field) => (
      <NestedField
        key={field.field}
        field={field}
        value={data[field.field]}
        row={data}
        readonly={readonly}
        inputId={`${inputId}-${field.field}`}
        showLabel={showLabel}
        collection={props.collection}
        onInput={(value) => props.onChange({ [field.field]: value })}
      />
    ));
  const title = rowTitle(props.template, data, fields, props.placeholder);
  return (
    <li
      ref={sortable.setNodeRef}
      style={style}
      className={`repeater-row ${sortable.isDragging ? 'is-dragging' : ''} ${open ? 'is-open' : ''}`}
    >
      <div className="repeater-row-bar">
        {!readonly ? (
          <button
            type="button"
            className="repeater-handle"
            aria-label={t('interfaces.repeater.reorder', { title })}
            {...sortable.attributes}
            {...sortable.listeners}
          >
            <span className="material-icons" aria-hidden="true">
              drag_indicator
            </span>
          </button>
        ) : null}
        {inline ? (
          <div className="repeater-inline">{fieldsOf(false)}</div>
        ) : (
          <button
            type="button"
            className="repeater-header"
            aria-expanded={open}
            aria-controls={`${inputId}-form`}
            onClick={props.onToggle}
          >
            <span className={title === props.placeholder ? 'repeater-header-placeholder' : ''}>{title}</span>
            <span className="material-icons" aria-hidden="true">
              {open ? 'expand_less' : 'expand_more'}
            </span>
          </button>
        )}
        {readonly ? null : props.duplicable ? (
          <MenuTrigger>
            <Button className="repeater-action" aria-label={t('interfaces.repeater.row_actions', { title })}>
              <span className="material-icons" aria-hidden="true">
                more_vert
              </span>
            </Button>
            <Popover className="repeater-menu-popover" placement="bottom end">
              <Menu
                className="repeater-menu"
                onAction={(key) => (key === 'duplicate' ? props.onDuplicate() : props.onDelete())}
              >
                <MenuItem id="duplicate" className="repeater-menu-item">
                  <span className="material-icons" aria-hidden="true">
                    control_point_duplicate
                  </span>
                  {t('interfaces.repeater.duplicate')}
                </MenuItem>
                <MenuItem id="delete" className="repeater-menu-item">
                  <span className="material-icons" aria-hidden="true">
                    delete_outline
                  </span>
                  {t('interfaces.repeater.delete')}
                </MenuItem>
              </Menu>
            </Popover>
          </MenuTrigger>
        ) : (
          <button
            type="button"
            className="repeater-action"
            aria-label={t('interfaces.repeater.delete_row', { title })}
            onClick={props.onDelete}
          >
            <span className="material-icons" aria-hidden="true">
              close
            </span>
          </button>
        )}
      </div>
      {!inline && open ? (
        <div className="repeater-form" id={`${inputId}-form`}>
          {fieldsOf(true)}
        </div>
      ) : null}
    </li>
  );
}

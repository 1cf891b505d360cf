import { memo, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Focusable, Tooltip, TooltipTrigger } from 'react-aria-components';
import type { Field } from '@atrium/sdk';
import { Icon } from '../../components/Icon';
import { LABEL_MIN_WIDTH, isSortable, parseSort } from './columns';
import { ResizeHandle } from './ResizeHandle';

interface HeaderRowProps {
  columns: (Field & { name: string })[];
  widthOf(field: string): number;
  sort: string | undefined;
  primaryKeyField: string;
  /** The collection has a sort-type field: the leading column holds the manual-sort toggle. */
  hasSortField: boolean;
  manual: boolean;
  allSelected: boolean;
  someSelected: boolean;
  disabled: boolean;
  onToggleManual(): void;
  onToggleAll(): void;
  onSort(field: string): void;
  onDraftWidth(field: string, width: number | null): void;
  onCommitWidth(field: string, width: number): void;
}

export const HeaderRow = memo(function HeaderRow(props: HeaderRowProps) {
  const { t } = useTranslation();
  const { columns, widthOf, sort, primaryKeyField, allSelected, someSelected } = props;
  const current = parseSort(sort, primaryKeyField);
  const selectAll = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (selectAll.current) selectAll.current.indeterminate = someSelected && !allSelected;
  }, [someSelected, allSelected]);

  return (
    <div className="tabular-row tabular-header" role="row" aria-rowindex={1}>
      {props.hasSortField && (
        <div className="tabular-cell tabular-handle-cell" role="columnheader">
          <button
            type="button"
            className={`tabular-manual${props.manual ? ' active' : ''}`}
            aria-pressed={props.manual}
            title={t('enable_manual_sorting')}
            aria-label={t('enable_manual_sorting')}
            onClick={props.onToggleManual}
          >
            <Icon name="sort" size={20} />
          </button>
        </div>
      )}
      <div className="tabular-cell tabular-select-cell" role="columnheader">
        <input
          ref={selectAll}
          type="checkbox"
          aria-label={t('select_all')}
          checked={allSelected}
          disabled={props.disabled}
          onChange={props.onToggleAll}
        />
      </div>
      {columns.map((field, index) => {
        const width = widthOf(field.field);
        const sortable = isSortable(field);
        const active = current.field === field.field;
        const ariaSort = active ? (current.desc ? 'descending' : 'ascending') : undefined;
        const sortButton = (
          <button
            type="button"
            className={`tabular-sort${active ? ' active' : ''}`}
            aria-disabled={!sortable || undefined}
            aria-label={width <= LABEL_MIN_WIDTH ? field.name : undefined}
            onClick={() => sortable && props.onSort(field.field)}
          >
            {width > LABEL_MIN_WIDTH && <span className="tabular-head-label">{field.name}</span>}
            {active && width > LABEL_MIN_WIDTH && (
              <Icon name={current.desc ? 'arrow_downward' : 'arrow_upward'} size={16} />
            )}
          </button>
        );
        return (
          <div
            key={field.field}
            className="tabular-cell tabular-head-cell"
            role="columnheader"
            aria-sort={ariaSort}
          >
            {sortable ? (
              sortButton
            ) : (
              // Relational columns can't be sorted: say why on hover and keyboard focus.
              <TooltipTrigger delay={500}>
                <Focusable>{sortButton}</Focusable>
                <Tooltip className="tabular-tooltip" offset={2}>
                  {t('cant_sort_by_this_field')}
                </Tooltip>
              </TooltipTrigger>
            )}
            {index < columns.length - 1 && (
              <ResizeHandle
                label={field.name}
                width={width}
                onDraft={(w) => props.onDraftWidth(field.field, w)}
                onCommit={(w) => props.onCommitWidth(field.field, w)}
              />
            )}
          </div>
        );
      })}
      <div className="tabular-cell tabular-gutter" role="presentation" />
    </div>
  );
});

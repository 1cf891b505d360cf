import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { Field } from '@atrium/sdk';
import { Icon } from '../../components/Icon';
import { FieldDisplay } from '../display/FieldDisplay';
import { plainValue } from '../display/plainValue';
import { renderTemplate, valueAtPath } from '../template';
import type { WorkingRow } from './payload';
import './related.css';

export interface RelatedColumn {
  /** A dotted path into the row (`name`, `tag.name`). */
  path: string;
  label: string;
  /** The field at that path, when it is one of the shown collection's own fields. */
  field?: Field;
  collection: string;
}

interface Props {
  rows: WorkingRow[];
  columns: RelatedColumn[];
  /** Used when there are no columns: one cell through this template. */
  template?: string | null;
  /** The row the template and columns read (many-to-many reads the junction row). */
  label(row: WorkingRow): string;
  readonly: boolean;
  emptyText: string;
  onOpen(row: WorkingRow): void;
  onRemove(row: WorkingRow): void;
}

function Cell({ row, column }: { row: WorkingRow; column: RelatedColumn }) {
  const value = valueAtPath(row.row, column.path);
  if (value === null || value === undefined || value === '') return <span className="related-empty">--</span>;
  if (column.field && !column.path.includes('.'))
    return (
      <FieldDisplay field={column.field} value={value} values={row.row} collection={column.collection} />
    );
  return <>{plainValue(value)}</>;
}

/** The related rows of a one-to-many or many-to-many: a click opens one, × removes it. */
export function RelatedTable({
  rows,
  columns,
  template,
  label,
  readonly,
  emptyText,
  onOpen,
  onRemove,
}: Props) {
  const { t } = useTranslation();
  if (rows.length === 0) return <p className="related-none">{emptyText}</p>;
  const useTemplate = columns.length === 0;
  return (
    <div
      className="related-table"
      role="table"
      style={{ '--related-columns': useTemplate ? 1 : columns.length } as CSSProperties}
    >
      {!useTemplate && (
        <div className="related-row related-head" role="row">
          {columns.map((c) => (
            <div key={c.path} className="related-cell" role="columnheader">
              {c.label}
            </div>
          ))}
          <div className="related-cell related-actions" role="columnheader" />
        </div>
      )}
      {rows.map((row) => (
        <div
          key={row.id}
          className={`related-row related-body-row related-${row.status}`}
          role="row"
          tabIndex={0}
          aria-label={label(row)}
          onClick={() => onOpen(row)}
          onKeyDown={(e) => {
            if (e.target === e.currentTarget && (e.key === 'Enter' || e.key === ' ')) {
              e.preventDefault();
              onOpen(row);
            }
          }}
        >
          {useTemplate ? (
            <div className="related-cell" role="cell">
              {(template ? renderTemplate(template, row.row) : '') || label(row)}
            </div>
          ) : (
            columns.map((c) => (
              <div key={c.path} className="related-cell" role="cell">
                <Cell row={row} column={c} />
              </div>
            ))
          )}
          <div className="related-cell related-actions" role="cell">
            {row.status === 'new' && <span className="related-badge">{t('related.new')}</span>}
            {!readonly && (
              <button
                type="button"
                className="related-remove"
                aria-label={t('related.remove', { item: label(row) })}
                title={t('related.remove', { item: label(row) })}
                onClick={(e) => {
                  e.stopPropagation();
                  onRemove(row);
                }}
              >
                <Icon name="close" />
              </button>
            )}
          </div>
        </div>
      ))}
    </div>
  );
}

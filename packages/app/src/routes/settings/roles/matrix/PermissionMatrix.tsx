import { useMemo, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Button as AriaButton } from 'react-aria-components';
import { DEFAULT_STATUS_MAPPING, SYSTEM_PREFIX, type Collection, type Field } from '@atrium/sdk';
import { Icon } from '../../../../components/Icon';
import { Menu, MenuItem, MenuTrigger } from '../../../../components/Menu';
import { Notice } from '../../../../components/Notice';
import { Spinner } from '../../../../components/Spinner';
import { collectionName } from '../../../../lib/format';
import { LevelButton } from './LevelButton';
import {
  ACTIONS,
  CREATE_SCOPE,
  LEVELS,
  cellKey,
  cellOf,
  levelsFor,
  scopesOf,
  setAll,
  summary,
  type Action,
  type Cell,
  type Level,
  type MatrixState,
} from './mapping';
import { ScopeDetails } from './ScopeDetails';
import { useMatrix } from './use-matrix';
import './matrix.css';

/** The column name of an action. */
// i18n-dynamic: perm_create, perm_read, perm_update, perm_delete
const actionLabel = (t: TFunction, a: Action) => t(`perm_${a}`);

interface Entry {
  collection: string;
  name: string;
  statuses: string[] | null;
  fields: Field[];
  /** Whether "own items" / "role's items" can work (an owner field, or the server's own rule). */
  owned: boolean;
}

/** System collections whose "own" rows the server knows without an owner field (api.md §7.1). */
const OWNED_SYSTEM = [
  'directus_files',
  'directus_users',
  'directus_roles',
  'directus_permissions',
  'directus_activity',
];

function ownedOf(c: Collection): boolean {
  if (OWNED_SYSTEM.includes(c.collection)) return true;
  return Object.values(c.fields ?? {}).some((f) => ['owner', 'user_created'].includes(String(f.type)));
}

/** The statuses of a collection with a status field (its mapping's values), else null. */
function statusesOf(c: Collection): string[] | null {
  const field = Object.values(c.fields ?? {}).find((f) => f.type === 'status');
  if (!field) return null;
  const mapping = (field.options as { status_mapping?: Record<string, unknown> } | null)?.status_mapping;
  return Object.keys(mapping && Object.keys(mapping).length ? mapping : DEFAULT_STATUS_MAPPING);
}

interface Props {
  project: string;
  role: number;
  collections: Record<string, Collection>;
}

/**
 * The permission matrix of one role (product.md §3, §6): one row per collection, system
 * collections in their own collapsible group, per-status rows plus `$create` for status
 * collections; create/read/update/delete cycle through none/mine/role/full; set-all shortcuts per
 * row and column; comment, explain and blacklists per scope. Every change saves at once.
 */
export function PermissionMatrix({ project, role, collections }: Props) {
  const { t, i18n } = useTranslation();
  const matrix = useMatrix(project, role);
  const [showSystem, setShowSystem] = useState(false);
  const [expanded, setExpanded] = useState<Set<string>>(new Set());
  const [details, setDetails] = useState<{ entry: Entry; status: string | null } | null>(null);

  const [user, system] = useMemo(() => {
    const entries: Entry[] = Object.values(collections)
      .map((c) => ({
        collection: c.collection,
        name: collectionName(t, c, i18n.language),
        statuses: statusesOf(c),
        owned: ownedOf(c),
        fields: Object.values(c.fields ?? {}).sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0)),
      }))
      .sort((a, b) => a.name.localeCompare(b.name));
    return [
      entries.filter((e) => !e.collection.startsWith(SYSTEM_PREFIX)),
      entries.filter((e) => e.collection.startsWith(SYSTEM_PREFIX)),
    ];
  }, [collections, t, i18n.language]);

  if (matrix.loadError) return <Notice color="danger">{t('perm_load_failed')}</Notice>;
  if (!matrix.state) return <Spinner label={t('loading')} />;
  const state = matrix.state;

  const scopeName = (s: string | null) =>
    s === null ? t('perm_all_statuses') : s === CREATE_SCOPE ? t('perm_on_create') : s;

  const toggleExpanded = (c: string) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (next.has(c)) next.delete(c);
      else next.add(c);
      return next;
    });

  const group = (title: string, entries: Entry[]) => (
    <table className="table perm-matrix">
      <caption className="visually-hidden">{title}</caption>
      <thead>
        <tr>
          <th scope="col">{title}</th>
          {ACTIONS.map((a) => (
            <th scope="col" key={a} className="perm-col">
              <ColumnMenu
                label={actionLabel(t, a)}
                onSet={(level) => matrix.apply(setAll(entries, [a], level, state))}
              />
            </th>
          ))}
          <th scope="col">{t('perm_more')}</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((e) => {
          const open = expanded.has(e.collection);
          const hasGlobal = !!state[cellKey(e.collection, null)];
          return [
            <tr key={e.collection} className="perm-row">
              <th scope="row">
                <span className="perm-name">
                  {e.statuses ? (
                    <button
                      type="button"
                      className="perm-expand"
                      aria-expanded={open}
                      aria-label={
                        open
                          ? t('perm_collapse_statuses', { collection: e.name })
                          : t('perm_expand_statuses', { collection: e.name })
                      }
                      onClick={() => toggleExpanded(e.collection)}
                    >
                      <Icon name={open ? 'expand_less' : 'expand_more'} />
                    </button>
                  ) : (
                    <span className="perm-expand-spacer" />
                  )}
                  {e.name}
                </span>
              </th>
              {ACTIONS.map((a) => (
                <td key={a} className="perm-col">
                  <LevelButton
                    label={`${e.name} · ${actionLabel(t, a)}`}
                    level={summary(state, e.collection, e.statuses, a)}
                    levels={levelsFor(e.owned)}
                    onChange={(level) => matrix.apply(setAll([e], [a], level, state))}
                  />
                </td>
              ))}
              <td>
                <span className="perm-more">
                  <RowMenu
                    name={e.name}
                    levels={levelsFor(e.owned)}
                    onSet={(level) => matrix.apply(setAll([e], ACTIONS, level, state))}
                  />
                  {!e.statuses && (
                    <DetailsButton
                      cell={cellOf(state, e.collection, null)}
                      label={e.name}
                      onOpen={() => setDetails({ entry: e, status: null })}
                    />
                  )}
                </span>
              </td>
            </tr>,
            ...(open && e.statuses
              ? scopesOf(e.statuses, hasGlobal).map((status) => (
                  <ScopeRow
                    key={`${e.collection}:${status ?? ''}`}
                    entry={e}
                    status={status}
                    scopeLabel={scopeName(status)}
                    state={state}
                    onSet={(a, level) =>
                      matrix.apply([{ collection: e.collection, status, patch: { [a]: level } }])
                    }
                    onOpen={() => setDetails({ entry: e, status })}
                  />
                ))
              : []),
          ];
        })}
      </tbody>
    </table>
  );

  return (
    <section className="perm-section" aria-labelledby="perm-heading">
      <div className="perm-heading-row">
        <h2 id="perm-heading" className="section-title">
          {t('perm_permissions')}
        </h2>
        <SaveIndicator status={matrix.status} />
      </div>
      {matrix.error && <Notice color="danger">{t('perm_save_failed', { message: matrix.error })}</Notice>}
      {group(t('collections'), user)}
      <button
        type="button"
        className="perm-system-toggle"
        aria-expanded={showSystem}
        onClick={() => setShowSystem((v) => !v)}
      >
        <Icon name={showSystem ? 'expand_less' : 'expand_more'} />
        {t('perm_system_collections')}
      </button>
      {showSystem && group(t('perm_system_collections'), system)}
      {details && (
        <ScopeDetails
          title={`${details.entry.name} · ${scopeName(details.status)}`}
          cell={cellOf(state, details.entry.collection, details.status)}
          fields={details.entry.fields}
          statuses={details.entry.statuses}
          onChange={(patch) =>
            matrix.apply([{ collection: details.entry.collection, status: details.status, patch }])
          }
          onClose={() => setDetails(null)}
        />
      )}
    </section>
  );
}

function ScopeRow({
  entry,
  status,
  scopeLabel,
  state,
  onSet,
  onOpen,
}: {
  entry: Entry;
  status: string | null;
  scopeLabel: string;
  state: MatrixState;
  onSet(a: Action, level: Level): void;
  onOpen(): void;
}) {
  const { t } = useTranslation();
  const cell = cellOf(state, entry.collection, status);
  const label = `${entry.name} · ${scopeLabel}`;
  return (
    <tr className="perm-scope-row">
      <th scope="row">
        <span className="perm-scope-name">{scopeLabel}</span>
      </th>
      {ACTIONS.map((a) => (
        <td key={a} className="perm-col">
          {status === CREATE_SCOPE && a !== 'create' ? null : (
            <LevelButton
              label={`${label} · ${actionLabel(t, a)}`}
              level={cell[a]}
              levels={levelsFor(entry.owned)}
              onChange={(l) => onSet(a, l)}
            />
          )}
        </td>
      ))}
      <td>
        <DetailsButton cell={cell} label={label} onOpen={onOpen} />
      </td>
    </tr>
  );
}

/** "Saving…", "Saved" or "Not saved": announced politely. */
function SaveIndicator({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <span className={`perm-save perm-save-${status}`} role="status" aria-live="polite">
      {status === 'saving' && t('perm_saving')}
      {status === 'saved' && (
        <>
          <Icon name="cloud_done" /> {t('perm_saved')}
        </>
      )}
      {status === 'error' && (
        <>
          <Icon name="error" /> {t('perm_not_saved')}
        </>
      )}
    </span>
  );
}

function DetailsButton({ cell, label, onOpen }: { cell: Cell; label: string; onOpen(): void }) {
  const { t } = useTranslation();
  const hidden = new Set([...cell.read_field_blacklist, ...cell.write_field_blacklist]).size;
  const text = hidden ? t('perm_fields_limited', { count: hidden }) : t('perm_fields_all');
  return (
    <button
      type="button"
      className="perm-details-button"
      aria-label={`${t('perm_details_of', { name: label })} (${text})`}
      onClick={onOpen}
    >
      <Icon name="tune" /> {text}
    </button>
  );
}

function LevelItems({ levels = LEVELS }: { levels?: readonly Level[] }) {
  const { t } = useTranslation();
  return (
    <>
      {levels.map((l) => (
        <MenuItem key={l} id={l}>
          {/* i18n-dynamic: perm_set_all_none, perm_set_all_mine, perm_set_all_role, perm_set_all_full */}
          {t(`perm_set_all_${l}`)}
        </MenuItem>
      ))}
    </>
  );
}

function ColumnMenu({ label, onSet }: { label: string; onSet(level: Level): void }) {
  const { t } = useTranslation();
  return (
    <MenuTrigger>
      <AriaButton className="perm-col-button" aria-label={t('perm_set_column', { action: label })}>
        {label} <Icon name="arrow_drop_down" />
      </AriaButton>
      <Menu label={t('perm_set_column', { action: label })} onAction={(k) => onSet(String(k) as Level)}>
        <LevelItems />
      </Menu>
    </MenuTrigger>
  );
}

function RowMenu({
  name,
  levels,
  onSet,
}: {
  name: string;
  levels: readonly Level[];
  onSet(level: Level): void;
}) {
  const { t } = useTranslation();
  return (
    <MenuTrigger>
      <AriaButton className="perm-row-button" aria-label={t('perm_set_row', { collection: name })}>
        <Icon name="more_vert" />
      </AriaButton>
      <Menu label={t('perm_set_row', { collection: name })} onAction={(k) => onSet(String(k) as Level)}>
        <LevelItems levels={levels} />
      </Menu>
    </MenuTrigger>
  );
}

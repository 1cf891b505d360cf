/**
 * Settings › Schema (docs/import-and-schema.md): download this project's schema snapshot, upload
 * one from another environment, see what would change (added, changed, removed; changes that may
 * lose data in red) and apply it after a confirmation.
 */
import { useState } from 'react';
import { FileTrigger, Button as AriaButton } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useProjectKey } from '../../../api/project-key';
import { Button } from '../../../components/Button';
import { Confirm } from '../../../components/Confirm';
import { Icon } from '../../../components/Icon';
import { Notice } from '../../../components/Notice';
import { Header } from '../../../shell/Header';
import { SettingsTrail } from '../SettingsTrail';
import {
  applySchema,
  diffSchema,
  snapshotDownloadUrl,
  type ApplyReport,
  type DiffItem,
  type SchemaDiff,
} from './schema-api';
import './schema.css';

type State =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'same' }
  | { kind: 'diff'; diff: SchemaDiff }
  | { kind: 'applied'; report: ApplyReport }
  | { kind: 'error'; message: string };

const nameOf = (d: DiffItem) => (d.field ? `${d.collection}.${d.field}` : d.collection);

export function Component() {
  const { t } = useTranslation();
  const project = useProjectKey();
  const client = useQueryClient();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [confirming, setConfirming] = useState(false);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setState({ kind: 'busy' });
    let snapshot: unknown;
    try {
      snapshot = JSON.parse(await file.text());
    } catch {
      setState({ kind: 'error', message: t('schema_migration.invalid_file') });
      return;
    }
    try {
      const diff = await diffSchema(project, snapshot);
      setState(diff ? { kind: 'diff', diff } : { kind: 'same' });
    } catch (err) {
      setState({ kind: 'error', message: (err as Error).message });
    }
  };

  const apply = async (diff: SchemaDiff) => {
    setConfirming(false);
    setState({ kind: 'busy' });
    try {
      const report = await applySchema(project, diff);
      setState({ kind: 'applied', report });
      await client.invalidateQueries();
    } catch (err) {
      setState({ kind: 'error', message: (err as Error).message });
    }
  };

  const diff = state.kind === 'diff' ? state.diff : null;
  const items = diff
    ? [
        ...diff.diff.collections.map((d) => ({ d, kind: 'collection' as const })),
        ...diff.diff.fields.map((d) => ({ d, kind: 'field' as const })),
        ...diff.diff.relations.map((d) => ({ d, kind: 'relation' as const })),
        // Roles, permissions, presets and settings, named by their key (role / collection / …).
        ...(['roles', 'permissions', 'presets', 'settings'] as const).flatMap((kind) =>
          (diff.diff[kind] ?? []).map((x) => ({
            d: { collection: x.key.split('\u0000').join(' / '), destructive: x.destructive, diff: x.diff },
            kind,
          })),
        ),
      ]
    : [];
  const destructive = items.filter((i) => i.d.destructive).length;
  const changeLabel = {
    added: t('schema_migration.added'),
    changed: t('schema_migration.changed'),
    removed: t('schema_migration.removed'),
  };

  return (
    <>
      <Header
        title={t('schema_migration.title')}
        icon="schema"
        breadcrumb={<SettingsTrail project={project} />}
      />
      <div className="page-body schema-migration">
        <p className="schema-intro">{t('schema_migration.intro')}</p>
        <div className="schema-actions">
          <a className="button button-secondary" href={snapshotDownloadUrl(project)} download>
            <Icon name="file_download" />
            <span>{t('schema_migration.download')}</span>
          </a>
          <FileTrigger
            acceptedFileTypes={['.json', 'application/json']}
            onSelect={(list) => void upload(list ? [...list][0] : undefined)}
          >
            <AriaButton className="button button-secondary" isDisabled={state.kind === 'busy'}>
              <Icon name="compare_arrows" />
              <span>{t('schema_migration.upload')}</span>
            </AriaButton>
          </FileTrigger>
        </div>
        {state.kind === 'same' && <Notice color="success">{t('schema_migration.no_changes')}</Notice>}
        {state.kind === 'error' && (
          <Notice color="danger">{t('schema_migration.failed', { message: state.message })}</Notice>
        )}
        {state.kind === 'applied' && (
          <Notice color="success">{t('schema_migration.applied', { n: state.report.applied })}</Notice>
        )}
        {diff && (
          <section className="schema-diff" aria-label={t('schema_migration.changes')}>
            <h2>{t('schema_migration.changes')}</h2>
            <ul>
              {items.map(({ d, kind }) => {
                const change =
                  d.diff[0]?.kind === 'N' ? 'added' : d.diff[0]?.kind === 'D' ? 'removed' : 'changed';
                return (
                  <li
                    key={`${kind}:${nameOf(d)}`}
                    className={`schema-change schema-change-${change}${d.destructive ? ' schema-destructive' : ''}`}
                  >
                    <span className="schema-change-kind">{changeLabel[change]}</span>
                    <code>{nameOf(d)}</code>
                    {change === 'changed' && (
                      <span className="schema-change-paths">
                        {d.diff.map((e) => (e.path ?? []).join('.')).join(', ')}
                      </span>
                    )}
                    {d.destructive && (
                      <strong className="schema-destructive-mark">{t('schema_migration.destructive')}</strong>
                    )}
                  </li>
                );
              })}
            </ul>
            <Button
              variant={destructive ? 'danger' : 'primary'}
              icon="play_arrow"
              onClick={() => setConfirming(true)}
            >
              {t('schema_migration.apply')}
            </Button>
          </section>
        )}
        {confirming && diff && (
          <Confirm
            message={t('schema_migration.confirm', { n: items.length, destructive })}
            confirmText={t('schema_migration.apply')}
            danger={destructive > 0}
            onConfirm={() => void apply(diff)}
            onCancel={() => setConfirming(false)}
          />
        )}
      </div>
    </>
  );
}

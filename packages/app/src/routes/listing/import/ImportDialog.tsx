import { useMemo, useRef, useState } from 'react';
import { FileTrigger, Button as AriaButton } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { Notice } from '../../../components/Notice';
import { Radio, RadioGroup } from '../../../components/RadioGroup';
import { Select, type Choice } from '../../../components/Select';
import { useFields } from '../../../api/fields/queries';
import {
  readColumns,
  sendImport,
  type ImportOptions,
  type ImportProgressView,
  type ImportReport,
} from './import-request';
import './import.css';

const ALIASES = new Set(['alias', 'group', 'o2m', 'translation']);
const SKIP = '\u0000skip';

type Phase =
  | { kind: 'ready' }
  | { kind: 'checking'; progress: ImportProgressView }
  | { kind: 'checked'; report: ImportReport }
  | { kind: 'importing'; progress: ImportProgressView }
  | { kind: 'done'; report: ImportReport }
  | { kind: 'cancelled' }
  | { kind: 'failed'; message: string };

interface ImportDialogProps {
  project: string;
  collection: string;
  onClose(imported: boolean): void;
}

/**
 * Import into a collection (docs/import-and-schema.md): pick a CSV, JSON or NDJSON file, map its
 * columns to fields, check it with a dry run (what would be created and updated, every failing
 * row with its line), then import with a cancel button and a progress bar that follows the rows
 * the server has written ("12,400 of ~50,000 rows"; the upload's percent until the first rows).
 */
export function ImportDialog({ project, collection, onClose }: ImportDialogProps) {
  const { t } = useTranslation();
  const fields = useFields(project, collection);
  const [file, setFile] = useState<File | null>(null);
  const [columns, setColumns] = useState<string[]>([]);
  const [delimiter, setDelimiter] = useState(',');
  const [mapping, setMapping] = useState<Record<string, string | null>>({});
  const [upsert, setUpsert] = useState<string | null>(null);
  const [mode, setMode] = useState<ImportOptions['mode']>('batches');
  const [phase, setPhase] = useState<Phase>({ kind: 'ready' });
  const abort = useRef<AbortController | null>(null);
  const busy = phase.kind === 'checking' || phase.kind === 'importing';

  const writable = useMemo(
    () =>
      (fields.data ?? []).filter(
        (f) => !ALIASES.has(f.type) || f.interface === 'many-to-many' || f.type === 'translation',
      ),
    [fields.data],
  );
  const fieldChoices = (column: string): Choice[] => {
    const out: Choice[] = [{ value: SKIP, label: t('data_import.skip') }];
    for (const f of writable) out.push({ value: f.field, label: f.field });
    if (column.includes('.') && !out.some((c) => c.value === column))
      out.push({ value: column, label: column });
    return out;
  };

  // A column maps to the field of its name (or its dotted path) unless the user chose otherwise;
  // derived when shown, so fields that load after the file was picked still count.
  const names = new Set((fields.data ?? []).map((f) => f.field));
  const mappedTo = (c: string): string | null =>
    c in mapping ? (mapping[c] ?? null) : names.has(c.split('.')[0]!) ? c : null;

  const choose = async (picked: File | undefined) => {
    if (!picked) return;
    const found = await readColumns(picked);
    setFile(picked);
    setColumns(found.columns);
    setDelimiter(found.delimiter);
    setMapping({});
    setPhase({ kind: 'ready' });
  };

  const run = async (dryRun: boolean) => {
    if (!file) return;
    const controller = new AbortController();
    abort.current = controller;
    const kind = dryRun ? 'checking' : 'importing';
    setPhase({ kind, progress: { percent: 0 } });
    try {
      const report = await sendImport(
        project,
        collection,
        file,
        {
          dryRun,
          mode,
          upsert,
          mapping: Object.fromEntries(columns.map((c) => [c, mappedTo(c)])),
          delimiter,
        },
        (progress) =>
          setPhase((p) =>
            p.kind === kind
              ? { kind, progress: { ...progress, percent: Math.min(progress.percent, 99) } }
              : p,
          ),
        controller.signal,
      );
      setPhase(dryRun ? { kind: 'checked', report } : { kind: 'done', report });
    } catch (err) {
      if ((err as Error).name === 'AbortError') setPhase({ kind: 'cancelled' });
      else setPhase({ kind: 'failed', message: (err as Error).message });
    } finally {
      abort.current = null;
    }
  };

  const report = phase.kind === 'checked' || phase.kind === 'done' ? phase.report : null;
  const done = phase.kind === 'done';
  return (
    <Modal
      title={t('data_import.title', { collection })}
      className="import-dialog"
      onClose={() => {
        abort.current?.abort();
        onClose(done);
      }}
      actions={
        <>
          {busy ? (
            <Button variant="secondary" onClick={() => abort.current?.abort()}>
              {t('data_import.cancel')}
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => onClose(done)}>
              {t('data_import.close')}
            </Button>
          )}
          {!done && (
            <>
              <Button
                variant="secondary"
                icon="fact_check"
                disabled={!file || busy}
                loading={phase.kind === 'checking'}
                onClick={() => void run(true)}
              >
                {t('data_import.check')}
              </Button>
              <Button
                icon="file_upload"
                disabled={!file || busy}
                loading={phase.kind === 'importing'}
                onClick={() => void run(false)}
              >
                {t('data_import.run')}
              </Button>
            </>
          )}
        </>
      }
    >
      <div className="import-file">
        <FileTrigger
          acceptedFileTypes={['.csv', '.json', '.ndjson', '.jsonl', 'text/csv', 'application/json']}
          onSelect={(list) => void choose(list ? [...list][0] : undefined)}
        >
          <AriaButton className="button button-secondary" isDisabled={busy}>
            {t('data_import.choose_file')}
          </AriaButton>
        </FileTrigger>
        {file && <span className="import-file-name">{file.name}</span>}
      </div>

      {file && columns.length > 0 && !done && (
        <>
          <table className="import-mapping">
            <caption>{t('data_import.mapping')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('data_import.column')}</th>
                <th scope="col">{t('data_import.field')}</th>
              </tr>
            </thead>
            <tbody>
              {columns.map((c) => (
                <tr key={c}>
                  <th scope="row">{c}</th>
                  <td>
                    <Select
                      label={t('data_import.field_for', { column: c })}
                      hideLabel
                      choices={fieldChoices(c)}
                      value={mappedTo(c) ?? SKIP}
                      isDisabled={busy}
                      onChange={(v) =>
                        setMapping((m) => ({ ...m, [c]: v === SKIP || v === null ? null : v }))
                      }
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className="import-options">
            <Select
              label={t('data_import.upsert')}
              choices={[
                { value: SKIP, label: t('data_import.upsert_key') },
                ...writable
                  .filter((f) => !ALIASES.has(f.type))
                  .map((f) => ({ value: f.field, label: f.field })),
              ]}
              value={upsert ?? SKIP}
              isDisabled={busy}
              onChange={(v) => setUpsert(v === SKIP ? null : v)}
            />
            <RadioGroup
              label={t('data_import.mode')}
              value={mode}
              onChange={(v) => setMode(v as ImportOptions['mode'])}
              isDisabled={busy}
            >
              <Radio value="batches">{t('data_import.mode_batches')}</Radio>
              <Radio value="atomic">{t('data_import.mode_atomic')}</Radio>
            </RadioGroup>
          </div>
        </>
      )}
      {file && columns.length === 0 && <Notice color="warning">{t('data_import.no_columns')}</Notice>}

      {(phase.kind === 'importing' || phase.kind === 'checking') && (
        <ImportProgressBar progress={phase.progress} checking={phase.kind === 'checking'} />
      )}
      {phase.kind === 'cancelled' && <Notice color="warning">{t('data_import.cancelled')}</Notice>}
      {phase.kind === 'failed' && (
        <Notice color="danger">{t('data_import.failed', { message: phase.message })}</Notice>
      )}
      {report && <ImportSummary report={report} />}
    </Modal>
  );
}

/** The rows the server has written of the file's estimated total; the upload's percent before. */
export function ImportProgressBar({
  progress,
  checking,
}: {
  progress: ImportProgressView;
  checking: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { rows, total, percent } = progress;
  if (rows !== undefined && total) {
    const number = new Intl.NumberFormat(i18n.language);
    const label = t('import_progress.rows', { rows: number.format(rows), total: number.format(total) });
    return (
      <div className="import-progress">
        <progress max={total} value={rows} aria-label={label} />
        <span>{label}</span>
      </div>
    );
  }
  const label = checking
    ? t('import_progress.checking', { percent })
    : t('data_import.progress', { percent });
  return (
    <div className="import-progress">
      <progress max={100} value={percent} aria-label={label} />
      <span>{label}</span>
    </div>
  );
}

function ImportSummary({ report }: { report: ImportReport }) {
  const { t } = useTranslation();
  const heading = report.dry_run ? t('data_import.dry_run_report') : t('data_import.report');
  return (
    <section className="import-report" aria-label={heading} role="status">
      <h3>{heading}</h3>
      <ul className="import-counts">
        <li>{t('data_import.created', { n: report.created })}</li>
        <li>{t('data_import.updated', { n: report.updated })}</li>
        <li className={report.failed ? 'import-failed' : undefined}>
          {t('data_import.failed_rows', { n: report.failed })}
        </li>
      </ul>
      {!report.dry_run && !report.committed && (
        <Notice color="warning">{t('data_import.nothing_written')}</Notice>
      )}
      {report.errors.length > 0 && (
        <table className="import-errors">
          <thead>
            <tr>
              <th scope="col">{t('data_import.line')}</th>
              <th scope="col">{t('data_import.field')}</th>
              <th scope="col">{t('data_import.reason')}</th>
            </tr>
          </thead>
          <tbody>
            {report.errors.slice(0, 200).map((e, i) => (
              <tr key={i}>
                <td>{e.line}</td>
                <td>{e.column ?? e.field ?? ''}</td>
                <td>{e.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

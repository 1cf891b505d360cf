import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { Collection, Field } from '@atrium/sdk';
import { collectionKeys } from '../../../../api/collections/keys';
import { useCollections } from '../../../../api/collections/queries';
import { fieldKeys } from '../../../../api/fields/keys';
import { relationKeys } from '../../../../api/relations/keys';
import { useRelations } from '../../../../api/relations/queries';
import { Button } from '../../../../components/Button';
import { Modal } from '../../../../components/Modal';
import { Tab, TabList, TabPanel, Tabs } from '../../../../components/Tabs';
import { errorCode, errorMessage } from '../../../../lib/errors';
import { notify } from '../../../../stores/notifications';
import type { CatalogueEntry } from '../../../../interfaces/catalogue';
import { OptionsForm } from '../../../../interfaces/interface-options/OptionsForm';
import { fieldNameProblem, safeName } from '../safe-name';
import { DisplayStep } from './DisplayStep';
import { draftOf, draftRelationKind, newDraft, relationComplete, withInterface, type Draft } from './draft';
import { InterfaceStep } from './InterfaceStep';
import { RelationStep } from './RelationStep';
import { lengthProblem } from './rules';
import { saveWizard, StepError, type WizardStep } from './save';
import { SchemaStep } from './SchemaStep';

/**
 * The field wizard (issue 13): interface → schema → relation (relational interfaces only) →
 * options → display. Next checks the step; a server error reopens the step that caused it.
 */
export function FieldWizard({
  project,
  collection,
  existing,
  catalogue,
  onClose,
}: {
  project: string;
  collection: Collection;
  /** The field being edited, or null for a new one. */
  existing: Field | null;
  catalogue: CatalogueEntry[];
  onClose(): void;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const all = useCollections(project).data ?? {};
  const relations = useRelations(project).data ?? [];
  const [draft, setDraft] = useState<Draft>(() => (existing ? draftOf(existing) : newDraft()));
  const [step, setStep] = useState<WizardStep>(existing ? 'schema' : 'interface');
  const [errors, setErrors] = useState<Partial<Record<WizardStep, string>>>({});
  const [saving, setSaving] = useState(false);
  const entry = catalogue.find((c) => c.id === draft.interface) ?? null;
  const kind = draftRelationKind(draft, entry?.meta ?? null);
  const steps: WizardStep[] = [
    'interface',
    'schema',
    ...(kind ? (['relation'] as const) : []),
    'options',
    'display',
  ];
  const fieldList = useMemo(() => Object.values(collection.fields), [collection.fields]);
  const current = existing
    ? relations.filter(
        (r) =>
          (r.collection_many === collection.collection && r.field_many === existing.field) ||
          (r.collection_one === collection.collection && r.field_one === existing.field),
      )
    : null;

  const name = safeName(draft.field);
  const nameProblem = existing
    ? null
    : draft.field
      ? fieldNameProblem(name, Object.keys(collection.fields))
      : null;
  // i18n-dynamic: collections_settings.name_empty / name_taken.
  const nameError = nameProblem ? t(`collections_settings.name_${nameProblem}`) : null;
  const valid: Record<WizardStep, boolean> = {
    interface: !!draft.interface,
    schema: !!name && !nameProblem && !lengthProblem(draft.datatype, draft.length),
    relation:
      !kind ||
      !!existing ||
      (relationComplete(kind, draft.relation) &&
        // A junction or translations collection to create needs a new name.
        !(draft.relation.junction === null && all[draft.relation.newJunction]?.managed)),
    options: true,
    display: true,
  };
  const index = steps.indexOf(step);
  const reachable = (s: WizardStep) => steps.slice(0, steps.indexOf(s)).every((x) => valid[x]);
  const last = index === steps.length - 1;

  const save = async () => {
    setSaving(true);
    setErrors({});
    try {
      await saveWizard({
        project,
        here: collection,
        all,
        relations,
        draft: { ...draft, field: name },
        kind,
        existing,
      });
      await Promise.all([
        client.invalidateQueries({ queryKey: collectionKeys.all(project) }),
        client.invalidateQueries({ queryKey: fieldKeys.all(project) }),
        client.invalidateQueries({ queryKey: relationKeys.all(project) }),
      ]);
      notify({
        title: existing
          ? t('field_wizard.field_updated', { field: name })
          : t('field_wizard.field_created', { field: name }),
        color: 'success',
      });
      onClose();
    } catch (err) {
      const failed = err instanceof StepError ? err : new StepError('schema', err);
      const cause = failed.cause;
      setErrors({ [failed.step]: errorMessage(t, errorCode(cause), (cause as Error)?.message) });
      setStep(failed.step);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title={existing ? t('field_wizard.edit_title', { field: existing.field }) : t('field_wizard.new_title')}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={index === 0 ? onClose : () => setStep(steps[index - 1]!)}>
            {index === 0 ? t('cancel') : t('field_wizard.back')}
          </Button>
          {!last && (
            <Button disabled={!valid[step]} onClick={() => setStep(steps[index + 1]!)}>
              {t('field_wizard.next')}
            </Button>
          )}
          {(last || existing) && (
            <Button
              icon="check"
              loading={saving}
              disabled={saving || !steps.every((s) => valid[s])}
              onClick={() => void save()}
            >
              {t('save')}
            </Button>
          )}
        </>
      }
    >
      <div className="field-wizard">
        <Tabs selectedKey={step} onSelectionChange={(k) => setStep(k as WizardStep)}>
          <TabList label={t('field_wizard.steps')}>
            {steps.map((s, i) => (
              <Tab key={s} id={s} isDisabled={!reachable(s)}>
                {i + 1}. {/* i18n-dynamic: field_wizard.step_<step> for the five steps. */}
                {t(`field_wizard.step_${s}`)}
                {errors[s] ? ' ⚠' : ''}
              </Tab>
            ))}
          </TabList>
          <TabPanel id="interface">
            <InterfaceStep
              catalogue={catalogue}
              value={draft.interface}
              onPick={(picked) => {
                setDraft((d) => withInterface(d, picked.id, picked.meta));
                setStep('schema');
              }}
            />
            {errors.interface && <p className="field-error">{errors.interface}</p>}
          </TabPanel>
          <TabPanel id="schema">
            <SchemaStep
              draft={draft}
              onChange={setDraft}
              types={(entry?.meta.types ?? [draft.type]).map(String)}
              existing={existing}
              fields={fieldList}
              nameError={nameError}
              serverError={errors.schema}
            />
          </TabPanel>
          {kind && (
            <TabPanel id="relation">
              <RelationStep
                kind={kind}
                draft={draft}
                here={collection}
                all={all}
                current={current}
                onChange={(relation) => setDraft((d) => ({ ...d, relation }))}
                serverError={errors.relation}
              />
            </TabPanel>
          )}
          <TabPanel id="options">
            {entry ? (
              <OptionsForm
                key={draft.interface ?? ''}
                meta={entry.meta}
                value={draft.options}
                onChange={(options) => setDraft((d) => ({ ...d, options }))}
                idPrefix="wizard"
              />
            ) : (
              <p className="settings-dim">{t('field_wizard.no_options')}</p>
            )}
          </TabPanel>
          <TabPanel id="display">
            <DisplayStep draft={draft} onChange={setDraft} />
          </TabPanel>
        </Tabs>
      </div>
    </Modal>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateCollection } from '../../../api/collections/mutations';
import { Button } from '../../../components/Button';
import { Checkbox, CheckboxGroup } from '../../../components/Checkbox';
import { TextField } from '../../../components/Field';
import { Modal } from '../../../components/Modal';
import { Radio, RadioGroup } from '../../../components/RadioGroup';
import { errorCode, errorMessage } from '../../../lib/errors';
import { newCollectionFields, SYSTEM_FIELDS, type PrimaryKeyKind, type SystemField } from './new-collection';
import { collectionNameProblem, safeName, safeNameTyping } from './safe-name';

const PK_KINDS: PrimaryKeyKind[] = ['auto_increment', 'string', 'uuid'];

/** Creates a collection: a safe name, its primary key kind and optional system fields. */
export function NewCollectionModal({
  project,
  existing,
  onClose,
  onCreated,
}: {
  project: string;
  /** Names of the managed collections (a name must be new). */
  existing: string[];
  onClose(): void;
  onCreated(collection: string): void;
}) {
  const { t } = useTranslation();
  const create = useCreateCollection(project);
  const [name, setName] = useState('');
  const [pk, setPk] = useState<PrimaryKeyKind>('auto_increment');
  const [extras, setExtras] = useState<SystemField[]>([]);
  const [error, setError] = useState<string | null>(null);
  const finalName = safeName(name);
  const problem = name ? collectionNameProblem(finalName, existing) : null;

  const submit = async () => {
    if (!finalName || problem) return;
    setError(null);
    try {
      await create.mutateAsync({ collection: finalName, fields: newCollectionFields(pk, extras) });
      onCreated(finalName);
    } catch (err) {
      setError(errorMessage(t, errorCode(err), (err as Error).message));
    }
  };

  return (
    <Modal
      title={t('collections_settings.create_collection')}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button disabled={!name || !!problem} loading={create.isPending} onClick={() => void submit()}>
            {t('create')}
          </Button>
        </>
      }
    >
      <form
        className="new-collection"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <TextField
          label={t('collections_settings.collection_name')}
          value={name}
          required
          autoFocus
          onChange={(e) => setName(safeNameTyping(e.target.value))}
          onBlur={() => setName((n) => safeName(n))}
          placeholder={t('collections_settings.collection_name_placeholder')}
          note={t('collections_settings.safe_name_note')}
          // i18n-dynamic: collections_settings.name_empty / name_system_prefix / name_taken.
          error={problem ? t(`collections_settings.name_${problem}`) : null}
        />
        <RadioGroup
          label={t('collections_settings.primary_key_type')}
          value={pk}
          onChange={(v) => setPk(v as PrimaryKeyKind)}
        >
          {PK_KINDS.map((kind) => (
            <Radio key={kind} value={kind}>
              {/* i18n-dynamic: collections_settings.pk_auto_increment / pk_string / pk_uuid. */}
              {t(`collections_settings.pk_${kind}`)}
            </Radio>
          ))}
        </RadioGroup>
        <CheckboxGroup
          label={t('collections_settings.optional_fields')}
          value={extras}
          onChange={(v) => setExtras(v as SystemField[])}
        >
          {SYSTEM_FIELDS.map((f) => (
            <Checkbox key={f} value={f}>
              {/* i18n-dynamic: collections_settings.system_<field> for each optional system field. */}
              {t(`collections_settings.system_${f}`)}
            </Checkbox>
          ))}
        </CheckboxGroup>
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" hidden />
      </form>
    </Modal>
  );
}

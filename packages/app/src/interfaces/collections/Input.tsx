import { useTranslation } from 'react-i18next';
import { useCollections } from '../../api/collections/queries';
import { useProjectKey } from '../../api/project-key';
import { metaText } from '../meta-text';
import type { InputProps } from '../types';
import { collectionChoices, displayName } from './names';
import './collections.css';

interface Options {
  placeholder?: string | null;
  include_system?: boolean | null;
}

/**
 * A select of the project's collections, named as the navigation names them; system collections
 * (`directus_*`) only with `include_system`. Emits the collection name; the placeholder entry
 * clears to null unless the field is required. A stored collection that is not offered (hidden
 * system collection, deleted collection) stays selected as its own entry.
 */
export default function CollectionsInput(props: InputProps<string, Options>) {
  const { value, options, readonly, required, inputId, onInput } = props;
  const { t, i18n } = useTranslation();
  const project = useProjectKey();
  const collections = useCollections(project);
  const choices = collectionChoices(t, collections.data, !!options.include_system, i18n.language);
  const current = value === null || value === undefined ? '' : String(value);
  const known = current === '' || choices.some((c) => c.collection === current);
  const placeholder = options.placeholder
    ? metaText(t, 'collections', options.placeholder)
    : t('interfaces.collections.choose_collection');
  return (
    <select
      id={inputId}
      className="input select collections-input"
      value={current}
      disabled={readonly || collections.isPending}
      aria-busy={collections.isPending || undefined}
      onChange={(e) => onInput(e.target.value === '' ? null : e.target.value)}
    >
      <option value="" disabled={required}>
        {collections.isPending ? t('loading') : placeholder}
      </option>
      {choices.map((c) => (
        <option key={c.collection} value={c.collection}>
          {c.name}
        </option>
      ))}
      {!known && <option value={current}>{displayName(t, current, collections.data, i18n.language)}</option>}
    </select>
  );
}

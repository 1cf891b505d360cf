import { useTranslation } from 'react-i18next';
import type { CollectionListingGroup, ModuleListingLink } from '@atrium/sdk';
import { Button } from '../../../components/Button';
import { Checkbox, CheckboxGroup } from '../../../components/Checkbox';
import { TextField } from '../../../components/Field';
import { IconButton } from '../../../components/IconButton';

/**
 * The role's `collection_listing` (product.md §3): named groups of collections that replace the
 * navigation's default list for the role's users.
 */
export function CollectionListingEditor({
  value,
  collections,
  onChange,
}: {
  value: CollectionListingGroup[];
  collections: { collection: string; name: string }[];
  onChange(value: CollectionListingGroup[]): void;
}) {
  const { t } = useTranslation();
  const set = (i: number, group: CollectionListingGroup) =>
    onChange(value.map((g, j) => (j === i ? group : g)));
  return (
    <fieldset className="role-listing">
      <legend className="field-label">{t('role_collection_listing')}</legend>
      <p className="field-note">{t('role_collection_listing_note')}</p>
      {value.map((group, i) => (
        <div className="role-listing-group" key={i}>
          <div className="role-listing-row">
            <TextField
              label={t('role_group_name')}
              value={group.group_name}
              onChange={(e) => set(i, { ...group, group_name: e.target.value })}
            />
            <IconButton
              icon="delete"
              label={t('role_remove_group', { name: group.group_name || i + 1 })}
              onPress={() => onChange(value.filter((_, j) => j !== i))}
            />
          </div>
          <CheckboxGroup
            label={t('role_group_collections')}
            value={group.collections.map((c) => c.collection)}
            onChange={(list) => set(i, { ...group, collections: list.map((collection) => ({ collection })) })}
          >
            {collections.map((c) => (
              <Checkbox key={c.collection} value={c.collection}>
                {c.name}
              </Checkbox>
            ))}
          </CheckboxGroup>
        </div>
      ))}
      <Button
        variant="secondary"
        icon="add"
        onClick={() => onChange([...value, { group_name: '', collections: [] }])}
      >
        {t('role_add_group')}
      </Button>
    </fieldset>
  );
}

/** The role's `module_listing`: the links of its module bar (name, link, icon) in order. */
export function ModuleListingEditor({
  value,
  onChange,
}: {
  value: ModuleListingLink[];
  onChange(value: ModuleListingLink[]): void;
}) {
  const { t } = useTranslation();
  const set = (i: number, link: ModuleListingLink) => onChange(value.map((l, j) => (j === i ? link : l)));
  return (
    <fieldset className="role-listing">
      <legend className="field-label">{t('role_module_listing')}</legend>
      <p className="field-note">{t('role_module_listing_note')}</p>
      {value.map((link, i) => (
        <div className="role-listing-row role-module-row" key={i}>
          <TextField
            label={t('role_module_name')}
            value={link.name}
            onChange={(e) => set(i, { ...link, name: e.target.value })}
          />
          <TextField
            label={t('role_module_link')}
            value={link.link}
            onChange={(e) => set(i, { ...link, link: e.target.value })}
          />
          <TextField
            label={t('role_module_icon')}
            value={link.icon}
            onChange={(e) => set(i, { ...link, icon: e.target.value })}
          />
          <IconButton
            icon="delete"
            label={t('role_remove_module', { name: link.name || i + 1 })}
            onPress={() => onChange(value.filter((_, j) => j !== i))}
          />
        </div>
      ))}
      <Button
        variant="secondary"
        icon="add"
        onClick={() => onChange([...value, { name: '', link: '', icon: 'link' }])}
      >
        {t('role_add_module')}
      </Button>
    </fieldset>
  );
}

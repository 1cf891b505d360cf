import { useTranslation } from 'react-i18next';

/**
 * A hash field's cell (issue 31 #3). The API never returns a hash (api.md §4.1) and the listing
 * never asks for one, so a value left out of the row reads as set: "Value Secured"; a null or
 * empty value (a server that does return hashes) is blank like any empty cell.
 */
export function SecretCell({ value }: { value: unknown }) {
  const { t } = useTranslation();
  if (value === null || value === '') {
    return (
      <span className="field-display-empty" aria-label="--">
        --
      </span>
    );
  }
  return (
    <span className="field-display-secret">
      <span className="material-icons" aria-hidden="true">
        lock_outline
      </span>
      {t('interfaces.hashed.secured')}
    </span>
  );
}

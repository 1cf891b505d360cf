/**
 * The interfaces the system helpers offer: the settings screens' catalogue (core interfaces plus
 * the server's extension interfaces, metas translated), without entries this build cannot render.
 * Shared by the `interfaces`, `interface-types` and `interface-options` interfaces.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { interfaceCatalogue, type CatalogueEntry } from '../catalogue';

export type { CatalogueEntry };

export function useInterfaceCatalogue(): CatalogueEntry[] {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(
    () => interfaceCatalogue(t).filter((entry) => !entry.pending),
    // The language is a dependency: `t` reads it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, language],
  );
}

/** The catalogue entry of an interface id (a sibling field's value), or null. */
export function useInterfaceEntry(id: unknown): CatalogueEntry | null {
  const catalogue = useInterfaceCatalogue();
  if (typeof id !== 'string' || !id) return null;
  return catalogue.find((entry) => entry.id === id) ?? null;
}

/** `relational: false` drops interfaces with a relation; `status: false` those typed `status` first. */
export function offeredInterfaces(
  catalogue: CatalogueEntry[],
  { relational, status }: { relational: boolean; status: boolean },
): CatalogueEntry[] {
  return catalogue.filter(
    (entry) => (relational || !entry.meta.relation) && (status || String(entry.meta.types[0]) !== 'status'),
  );
}

import { upgradeSystemSchema } from '../database/system-schema/installer';
import type { Project } from '../projects/registry';

/**
 * `POST /update` (api.md §5.22): brings the project's system schema up to 8.8.1. True when a
 * table or column was added (the schema caches must then go).
 */
export async function upgradeProject(project: Project): Promise<boolean> {
  const result = await upgradeSystemSchema(project.knex);
  return result.createdTables.length > 0 || Object.keys(result.addedColumns).length > 0;
}

import { userAccountability } from '../../auth/accountability';
import type { Project } from '../../projects/registry';
import { SYSTEM_COLLECTION } from '../../schema/system-collections';
import { createServiceContext, type ServiceContext } from '../items/context';

/**
 * A service context acting as a stored user (the one who saved a version, the one who scheduled a
 * publication), with that user's role and permissions as they are now; null when the user is gone
 * or no longer active.
 */
export async function actingAs(project: Project, user: number | null): Promise<ServiceContext | null> {
  if (!user) return null;
  const row = (await project
    .knex(SYSTEM_COLLECTION.users)
    .select('role', 'status')
    .where('id', user)
    .first()) as { role: number | null; status: string } | undefined;
  if (!row || row.role === null || row.status !== 'active') return null;
  return createServiceContext(project, userAccountability(user, Number(row.role)), {
    userAgent: 'Atrium content workflow',
  });
}

import { useParams } from 'react-router';
import { useProjects } from '../stores/projects';

/**
 * The current project: the route's `/:project/...` segment when it names an installed project,
 * else the selected one ('' when none). Every project query hook takes this as its first argument,
 * so an unknown segment in the URL never reaches the server.
 */
export function useProjectKey(): string {
  const { project } = useParams<{ project?: string }>();
  const known = useProjects((s) => !!project && !!s.projects?.some((p) => p.key === project));
  const current = useProjects((s) => s.current);
  return (known ? project : current) ?? '';
}

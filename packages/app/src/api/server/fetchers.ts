/**
 * Plain fetchers of the project list and a project's info. The guard, the early start and the
 * public pages use them before the query client exists (TanStack Query stays out of the sign-in
 * page's chunk); an answer the signed-in caller got is handed to the query cache, held until the
 * cache exists (`api/query-client.ts` takes what is held when it loads).
 */
import { api } from '../client';
import { serverKeys } from './keys';

/** The answer to `GET /{project}/` (`public` absent ⇔ the caller is signed in). */
export type ProjectInfoAnswer = Awaited<ReturnType<typeof api.getProjectInfo>>;

/** The installed project keys (503/14 rejects: nothing installed yet). */
export const fetchProjectKeys = (): Promise<string[]> => api.getProjects();

/** `GET /{project}/`: the public branding for anyone; version, database and upload limit signed in. */
export const fetchProjectInfo = (project: string): Promise<ProjectInfoAnswer> => api.getProjectInfo(project);

type Seed = (key: readonly unknown[], data: unknown, updatedAt: number) => void;
let seed: Seed | null = null;
let held: Parameters<Seed>[] = [];

/** Puts a signed-in answer in the query cache under its info key, or holds it until the cache exists. */
export function handInfoToQueryCache(project: string, answer: ProjectInfoAnswer, at: number): void {
  if (answer.public === true) return;
  const entry: Parameters<Seed> = [serverKeys.info(project), answer, at];
  if (seed) seed(...entry);
  else held.push(entry);
}

/** Answers held for a caller who is no longer the one signed in (sign-in, sign-out, reset) go. */
export function forgetHeldAnswers(): void {
  held = [];
}

/** Called once by the query client: what was held goes in now, later answers as they arrive. */
export function receiveAnswers(into: Seed): void {
  seed = into;
  for (const entry of held) into(...entry);
  held = [];
}

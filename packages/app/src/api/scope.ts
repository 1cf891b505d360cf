/** The root of every project-scoped query key: `['p', project]`. */
export const projectRoot = (project: string) => ['p', project] as const;

/** True when `key` starts with `scope`. */
export const sameScope = (key: readonly unknown[], scope: readonly unknown[]) =>
  scope.every((part, i) => key[i] === part);

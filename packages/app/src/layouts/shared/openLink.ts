/** Opens a row's detail route (`link(item)` is a hash route path such as `/collections/x/1`). */
export function openLink(path: string) {
  window.location.hash = path.startsWith('#') ? path.slice(1) : path;
}

/** The href of a detail route, for real links. */
export function linkHref(path: string): string {
  return path.startsWith('#') ? path : `#${path}`;
}

import qs from 'qs';

/** PHP bracket semantics: `filter[a][eq]=1`, `fields[]=a`, `fields[0]=a` (api.md §0). */
export const QS_OPTIONS: qs.IParseOptions = {
  depth: 10,
  arrayLimit: 1000,
  parameterLimit: 5000,
  allowDots: false,
};

export function parseQueryString(text: string): Record<string, unknown> {
  return qs.parse(text, QS_OPTIONS);
}

import { stringify } from 'yaml';
import { picker, type Writer } from './writer';

/** YAML as Directus 11 exports it: a sequence of the rows, nested as the API returns them. */
export function yamlWriter(fields: string[]): Writer {
  const pick = picker(fields);
  return {
    start: '',
    rows: (rows) => stringify(rows.map(pick), { lineWidth: 0 }),
    end: (count) => (count ? '' : '[]\n'),
  };
}

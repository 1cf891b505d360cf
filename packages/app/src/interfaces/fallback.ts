/**
 * The interface used for a field whose interface is unknown or failed to load (app-catalogue §0):
 * chosen by the column's MySQL datatype.
 */
export function fallbackInterfaceId(datatype: string | null | undefined): string {
  const type = (datatype ?? '').toUpperCase().replace(/\(.*$/, '').trim();
  if (!type) return 'text-input';
  if (type === 'CHAR' || type === 'VARCHAR') return 'text-input';
  if (type.endsWith('TEXT')) return 'textarea';
  if (type === 'TINYINT') return 'switch';
  if (/INT$/.test(type) || ['YEAR', 'DECIMAL', 'FLOAT', 'DOUBLE'].includes(type)) return 'numeric';
  if (type === 'DATE') return 'date';
  if (type === 'DATETIME') return 'datetime';
  if (type === 'TIME' || type === 'TIMESTAMP') return 'time';
  return 'text-input';
}

import type { DisplayProps } from '../types';
import { languageName } from './language-codes';

export default function LanguageDisplay({ value }: DisplayProps<string>) {
  if (!value) return null;
  return <span title={value}>{languageName(value)}</span>;
}

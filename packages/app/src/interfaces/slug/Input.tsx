import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { InputProps } from '../types';
import { slugify } from './slugify';
import './slug.css';

interface Options {
  placeholder?: string | null;
  onlyOnCreate?: boolean | null;
  forceLowercase?: boolean | null;
  mirroredField?: string | null;
}

const slugOf = (source: unknown, lower: boolean) =>
  source === null || source === undefined || source === '' ? '' : slugify(String(source), lower);

/**
 * A slug box: every edit is slugified; locked when read-only or (`onlyOnCreate`) once the item
 * exists; while unlocked, a change of the mirrored sibling field re-slugs from it (on an existing
 * item only while the slug still follows that field).
 */
export default function SlugInput(props: InputProps<string, Options>) {
  const { value, options, readonly, newItem, values, length, inputId, onInput } = props;
  const { t } = useTranslation();
  const locked = readonly || (!!options.onlyOnCreate && !newItem);
  const lower = !!options.forceLowercase;
  const mirrored = options.mirroredField ? values[options.mirroredField] : undefined;
  const previous = useRef(mirrored);
  const emit = useRef(onInput);
  emit.current = onInput;
  const current = useRef(value);
  current.current = value;

  useEffect(() => {
    const before = previous.current;
    if (mirrored === before) return;
    previous.current = mirrored;
    if (locked || !options.mirroredField) return;
    // On an existing item, the mirrored value loading in is no edit, and a slug that no longer
    // follows the field (the user's own, or a de-duplicated one) stays as it is.
    if (!newItem && (before === undefined || (current.current ?? '') !== slugOf(before, lower))) return;
    emit.current(slugOf(mirrored, lower) || null);
  }, [mirrored, locked, lower, newItem, options.mirroredField]);

  const max = length === null || length === '' ? undefined : Number(length) || undefined;
  const placeholder =
    options.placeholder && options.placeholder.startsWith('$t:')
      ? t(`interfaces.slug.${options.placeholder.slice(3)}`)
      : (options.placeholder ?? undefined);
  return (
    <input
      id={inputId}
      className="input slug-input"
      type="text"
      value={value ?? ''}
      maxLength={max}
      placeholder={placeholder}
      readOnly={locked}
      onChange={(e) => onInput(e.target.value === '' ? null : slugify(e.target.value, lower, false))}
      onBlur={(e) => {
        const final = slugify(e.target.value, lower);
        if (final !== (value ?? '')) onInput(final === '' ? null : final);
      }}
    />
  );
}

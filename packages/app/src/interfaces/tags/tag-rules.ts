export interface TagRules {
  lowercase?: boolean | null;
  sanitize?: boolean | null;
  alphabetize?: boolean | null;
  validation?: string | null;
}

/** Trim, then lowercase, then sanitize (non-alphanumeric runs → `-`, edge hyphens removed). */
export function cleanTag(raw: string, rules: TagRules): string {
  let tag = raw.trim();
  if (rules.lowercase) tag = tag.toLowerCase();
  if (rules.sanitize) {
    tag = tag.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '');
  }
  return tag;
}

/** Whether a tag passes the `validation` pattern (an unreadable pattern lets everything pass). */
export function tagIsValid(tag: string, pattern: string | null | undefined): boolean {
  if (!pattern) return true;
  const literal = /^\/(.*)\/([a-z]*)$/s.exec(pattern);
  try {
    const regex = literal ? new RegExp(literal[1]!, literal[2]) : new RegExp(pattern);
    return regex.test(tag);
  } catch {
    return true;
  }
}

/** The list after adding a tag: de-duplicated, sorted when `alphabetize`. */
export function addTag(list: string[], tag: string, rules: TagRules): string[] {
  const next = list.includes(tag) ? [...list] : [...list, tag];
  return rules.alphabetize ? next.sort((a, b) => a.localeCompare(b)) : next;
}

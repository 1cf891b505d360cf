/**
 * The activity log's event titles (issue 31 item 12). Its preset title template,
 * `{{ action }} by {{ action_by.first_name }} {{ action_by.last_name }} (#{{ item }})`, would print
 * the stored action word in English and lower case ("upload by Admin User"); with that template
 * the title is a sentence in the user's language instead ("Uploaded by Admin User (#5)"). A
 * template someone changed renders as written.
 */
import type { TFunction } from 'i18next';
import { readPath } from '../../interfaces/display/template';
import type { Item } from '../types';

const PRESET = '{{action}} by {{action_by.first_name}} {{action_by.last_name}} (#{{item}})';

const ACTIONS = new Set([
  'create',
  'update',
  'delete',
  'upload',
  'revert',
  'comment',
  'authenticate',
  'external',
  'soft-delete',
  'invalid-credentials',
  'status-update',
]);

const compact = (template: string) => template.replace(/{{\s*(.*?)\s*}}/g, '{{$1}}').trim();

function text(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
}

/** The title of an activity event, or null when the template is not the preset one. */
export function activityTitle(t: TFunction, collection: string, template: string, item: Item): string | null {
  if (collection !== 'directus_activity' || compact(template) !== PRESET) return null;
  const action = text(item.action).toLowerCase();
  const name = [text(readPath(item, 'action_by.first_name')), text(readPath(item, 'action_by.last_name'))]
    .filter(Boolean)
    .join(' ');
  const who = name || t('unknown_user');
  const sentence = ACTIONS.has(action)
    ? // i18n-dynamic: layouts.timeline.by_<action> for each action of ACTIONS
      t(`layouts.timeline.by_${action}`, { name: who })
    : t('layouts.timeline.by_action', { action, name: who });
  const key = text(item.item);
  return key ? `${sentence} (#${key})` : sentence;
}

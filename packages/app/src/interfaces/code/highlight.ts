/** Syntax colours from the palette tokens, so light and dark themes both read well. */
import { HighlightStyle } from '@codemirror/language';
import { tags } from '@lezer/highlight';

export const highlightStyle = HighlightStyle.define([
  { tag: [tags.keyword, tags.operatorKeyword, tags.modifier], color: 'var(--purple)' },
  { tag: [tags.string, tags.special(tags.string), tags.regexp], color: 'var(--green-700)' },
  { tag: [tags.number, tags.bool, tags.null, tags.atom], color: 'var(--deep-orange)' },
  { tag: [tags.propertyName, tags.attributeName], color: 'var(--blue)' },
  { tag: [tags.definition(tags.variableName), tags.function(tags.variableName)], color: 'var(--indigo-400)' },
  { tag: [tags.typeName, tags.className, tags.tagName], color: 'var(--teal)' },
  { tag: [tags.comment, tags.meta], color: 'var(--note-text-color)', fontStyle: 'italic' },
  { tag: tags.invalid, color: 'var(--danger)' },
]);

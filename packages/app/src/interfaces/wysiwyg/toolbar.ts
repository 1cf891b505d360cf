/**
 * The `toolbar` option's items (TinyMCE names, kept for saved options) and which of them the
 * TipTap editor renders. Items without a TipTap counterpart here (alignment, colours, fonts,
 * tables, sub/superscript, clipboard buttons, direction, visual aid) are accepted and ignored.
 * `image` and `media` insert from an address, the file library or an upload.
 */
export const TOOLBAR_ITEMS = [
  'aligncenter',
  'alignjustify',
  'alignleft',
  'alignnone',
  'alignright',
  'forecolor',
  'backcolor',
  'bold',
  'italic',
  'underline',
  'strikethrough',
  'subscript',
  'superscript',
  'blockquote',
  'bullist',
  'numlist',
  'hr',
  'link',
  'unlink',
  'media',
  'image',
  'copy',
  'cut',
  'paste',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'fontselect',
  'fontsizeselect',
  'indent',
  'outdent',
  'undo',
  'redo',
  'remove',
  'removeformat',
  'selectall',
  'table',
  'visualaid',
  'code',
  'fullscreen',
  'ltr rtl',
] as const;

export type ToolbarItem = (typeof TOOLBAR_ITEMS)[number];

export const DEFAULT_TOOLBAR: ToolbarItem[] = [
  'bold',
  'italic',
  'underline',
  'removeformat',
  'link',
  'bullist',
  'numlist',
  'blockquote',
  'h1',
  'h2',
  'h3',
  'image',
  'media',
  'hr',
  'code',
  'fullscreen',
];

/** Items the editor draws a button for, with their Material icon. */
export const SUPPORTED: Partial<Record<ToolbarItem, string>> = {
  bold: 'format_bold',
  italic: 'format_italic',
  underline: 'format_underlined',
  strikethrough: 'strikethrough_s',
  removeformat: 'format_clear',
  remove: 'backspace',
  link: 'link',
  unlink: 'link_off',
  bullist: 'format_list_bulleted',
  numlist: 'format_list_numbered',
  indent: 'format_indent_increase',
  outdent: 'format_indent_decrease',
  blockquote: 'format_quote',
  h1: 'looks_one',
  h2: 'looks_two',
  h3: 'looks_3',
  h4: 'looks_4',
  h5: 'looks_5',
  h6: 'looks_6',
  image: 'image',
  media: 'perm_media',
  hr: 'horizontal_rule',
  code: 'code',
  undo: 'undo',
  redo: 'redo',
  selectall: 'select_all',
  fullscreen: 'fullscreen',
};

/** The buttons to draw, in option order, from a saved option (array, or space/comma separated string). */
export function toolbarButtons(option: unknown): ToolbarItem[] {
  let items: string[];
  if (Array.isArray(option)) items = option.map(String);
  else if (typeof option === 'string') items = option.split(/[\s,]+/);
  else items = DEFAULT_TOOLBAR;
  return items.filter((item): item is ToolbarItem => item in SUPPORTED);
}

/** `ltr rtl` → `ltr_rtl` for message keys. */
export const itemKey = (item: string) => `tb_${item.replace(/\s+/g, '_')}`;

import type { LayoutMeta } from '../types';

export const meta: LayoutMeta = { name: '$t:name', icon: 'format_list_bulleted' };

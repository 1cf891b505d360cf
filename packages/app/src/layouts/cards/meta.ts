import type { LayoutMeta } from '../types';

export const meta: LayoutMeta = { name: '$t:name', icon: 'view_module' };

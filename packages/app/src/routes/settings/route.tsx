/**
 * The settings module's layout route (admins only, see AdminOnly); each settings screen is its
 * own lazy chunk in `routes/settings/<screen>/route.tsx`.
 */
export { AdminOnly as Component } from './AdminOnly';

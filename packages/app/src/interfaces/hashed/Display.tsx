export { default } from './LockDisplay';

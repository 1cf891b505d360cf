export { default } from '../hashed/LockDisplay';

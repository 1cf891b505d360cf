export * from './error-codes';
export * from './envelopes';
export * from './schema';

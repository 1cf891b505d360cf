export * from './error-codes';
export * from './error-catalogue';
export * from './envelopes';
export * from './schema';

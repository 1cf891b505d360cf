export * from './error-codes';
export * from './envelopes';

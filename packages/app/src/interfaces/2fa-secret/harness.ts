export default [{ value: null }, { value: 'JBSWY3DPEHPK3PXP' }];

export default [{ value: 'blue-grey-100' }, { value: 'red' }, { value: 'amber-700', readonly: true }];

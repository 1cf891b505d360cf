export default [{ value: null }, { value: '$2y$10$abcdefghijklmnopqrstuv' }, { value: 'x', readonly: true }];

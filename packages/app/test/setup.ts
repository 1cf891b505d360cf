import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Generous waits: the suite shares two cores with servers and browsers.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});

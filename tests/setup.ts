// Shared Vitest setup: DOM matchers, and the polyfills jsdom lacks (react-aria's Modal needs CSS.escape).
import '@testing-library/jest-dom/vitest';

if (typeof window !== 'undefined') {
  await import('css.escape');
  const { cleanup } = await import('@testing-library/react');
  const { afterEach } = await import('vitest');
  afterEach(() => cleanup());
}

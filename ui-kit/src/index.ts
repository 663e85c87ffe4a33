/** @spur/ui-kit: Spur's theme, primitives and product components. */
export * from './theme';
export * from './utils/renderLink';

// Primitives
export * from './components/Spinner';
export * from './components/Button';

// Product components

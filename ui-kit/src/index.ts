/** @spur/ui-kit: Spur's theme, primitives and product components. */
export * from './theme';
export * from './components/Spinner';
export * from './components/Button';

/** @spur/ui-kit: Spur's theme, primitives and product components. */
export * from './theme';
export * from './utils/renderLink';

// Primitives
export * from './components/Spinner';
export * from './components/Button';

// Product components
export * from './pictures';
export * from './utils/format';
export * from './components/Badge';
export * from './components/DealCard';
export * from './components/CategoryTile';
export * from './components/Toast';
export * from './components/BookingRow';
export * from './components/ProfileTabs';

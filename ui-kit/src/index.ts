/** @spur/ui-kit: Spur's theme, primitives and product components. */
export * from './theme';
export * from './utils/renderLink';
export * from './utils/visuallyHidden';
export * from './utils/useFocusKeptThroughBusy';

// Primitives
export * from './components/Spinner';
export * from './components/Button';
export * from './components/TextField';
export * from './components/PasswordField';
export * from './components/TextArea';
export * from './components/Select';
export * from './components/Switch';
export * from './components/Dialog';
export * from './components/ConfirmDialog';
export * from './components/BetaBanner';
export * from './components/NavBar';
export * from './components/Footer';
export * from './components/SearchBox';
export * from './components/EmptyState';
export * from './components/ErrorState';
export * from './components/DealGrid';
export * from './components/StatCard';
export * from './components/DataTable';
export * from './components/PageHeader';
export * from './components/Container';
export * from './components/Page';
export * from './components/Centre';
export * from './components/Card';

// Product components
export * from './pictures';
export * from './utils/format';
export * from './components/Badge';
export * from './components/DealPicture';
export * from './components/PriceTag';
export * from './components/SlotsLeft';
export * from './components/TimePicker';
export * from './components/HoldCountdown';
export * from './components/WaitlistNotice';
export * from './components/PriceCurve';
export * from './components/FilterChips';
export * from './components/MetaLine';
export * from './components/StarRating';
export * from './components/StarInput';
export * from './components/ReviewItem';
export * from './components/ReviewForm';
export * from './components/DealCardFrame';
export * from './components/DealCard';
export * from './components/CategoryTile';
export * from './components/Toast';
export * from './components/BookingRow';
export * from './components/ProfileTabs';
export * from './components/MailPreview';

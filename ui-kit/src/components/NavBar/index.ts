export { NavBar } from './NavBar';
export type { NavBarProps, NavItem, NavAction } from './NavBar';

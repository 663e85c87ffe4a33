/**
 * @spur/contract: the one definition of Spur's API, shared by the app, the mock
 * backend and the server. Imports nothing but zod, so it runs in browsers and in Node.
 */
export * from './constants';
export * from './messages';
export * from './fields';
export * from './sessions';
export * from './cancellation';
export * from './place';
export * from './live';
export * from './deals';
export * from './users';
export * from './bookings';
export * from './vouchers';
export * from './waitlist';
export * from './reviews';
export * from './contact';
export * from './payment';
export * from './earnings';
export * from './payouts';
export * from './alerts';
export * from './endpoints';
export * from './errors';

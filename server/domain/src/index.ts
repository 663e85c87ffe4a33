/**
 * @spur/domain: Spur's business rules and request pipeline, written once and run by both
 * backends (the Koa server and the in-browser MSW backend) and, for previews, the app. Pure
 * functions over plain data; imports @spur/contract and zod only.
 */
export * from './errors';
export * from './time';
export * from './zonedTime';
export * from './timeFormat';
export * from './place';
export * from './cursor';
export * from './when';
export * from './pricing';
export * from './commission';
export * from './earnings';
export * from './payouts';
export * from './sessions';
export * from './live';
export * from './liveChanges';
export * from './deals';
export * from './holds';
export * from './bookings';
export * from './cancellation';
export * from './cancellationText';
export * from './vouchers';
export * from './waitlist';
export * from './alerts';
export * from './reviews';
export * from './checkout';
export * from './accounts';
export * from './pipeline';
export * from './views';
export * from './rateLimit';
export * from './mail';
export * from './rows';
export * from './mappers';
export * from './usecases';

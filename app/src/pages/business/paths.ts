/** The business pages' paths, for links between them (routes.test.tsx keeps them equal to the route table's). */
export { BUSINESS_DASHBOARD_ROUTE as DASHBOARD_PATH, EARNINGS_ROUTE as EARNINGS_PATH } from '@spur/contract';
